/** The caption fonts every instance has had since the 2026 rebuild. */
export const COMMON_FONTS = ['impact', 'comicneue', 'jost', 'pacifico'] as const;

/**
 * Every caption font the 2026 services know: the common ones, `akbar`
 * (Frinkiac's default) and `fr` (Morbotron's default). The service accepts
 * any of them on any instance (akbar renders on Morbotron), so the SDK does
 * too; a name outside this list is a `RangeError` that lists them all.
 */
export const CAPTION_FONTS = [...COMMON_FONTS, 'akbar', 'fr'] as const;

/** A caption font of the 2026 services: one of {@link CAPTION_FONTS}. */
export type CaptionFont = (typeof CAPTION_FONTS)[number];

/** Which caption fonts an instance renders, and the one it uses by default. */
export interface FontProfile {
  /** The fonts the instance renders: every known font ({@link CAPTION_FONTS}), on every instance. */
  readonly fonts: readonly CaptionFont[];
  /** The font the SDK uses when none is asked for. */
  readonly defaultFont: CaptionFont;
  /**
   * The font the instance's site draws when a comic overlay names none, when
   * it is known (Frinkiac `akbar`, Morbotron `fr`); comic payloads leave `f`
   * out when it equals this. `undefined`: unknown, so `f` is always sent.
   */
  readonly siteDefaultFont?: CaptionFont | undefined;
}

/**
 * The fonts of an instance whose site default the SDK does not know: every
 * font, `impact` (the fallback clients of the rebuild use) by default.
 */
export const GENERIC_FONT_PROFILE: FontProfile = { fonts: CAPTION_FONTS, defaultFont: 'impact' };

/** A known instance of the service: its base address, what it shows, its fonts. */
export interface InstanceInfo extends FontProfile {
  /** The preset's class name, such as `Frinkiac`. */
  readonly name: string;
  /** The base address, ending in `/`. */
  readonly url: string;
  /** The show, film or skit it serves. */
  readonly title: string;
}

/** The lower-case name of a known instance. */
export type InstanceName = 'frinkiac' | 'morbotron' | 'masterofallscience' | 'goodgodlemon' | 'capitalbeatus' | 'frinkihams';

/** The class name of a known instance's preset: its {@link InstanceInfo.name}. */
export type PresetName = 'Frinkiac' | 'Morbotron' | 'MasterOfAllScience' | 'GoodGodLemon' | 'CapitalBeatUs' | 'FrinkiHams';

/**
 * The six known instances, keyed by their lower-case name. Their state in late
 * 2026: Frinkiac, Morbotron and CapitalBeatUs alive; MasterOfAllScience
 * redirects to Frinkiac; GoodGodLemon and FrinkiHams not seen for a while.
 */
export const INSTANCES: Readonly<Record<InstanceName, InstanceInfo>> = {
  frinkiac: {
    name: 'Frinkiac', url: 'https://frinkiac.com/', title: 'The Simpsons',
    fonts: CAPTION_FONTS, defaultFont: 'akbar', siteDefaultFont: 'akbar',
  },
  morbotron: {
    name: 'Morbotron', url: 'https://morbotron.com/', title: 'Futurama',
    fonts: CAPTION_FONTS, defaultFont: 'fr', siteDefaultFont: 'fr',
  },
  masterofallscience: {
    name: 'MasterOfAllScience', url: 'https://masterofallscience.com/', title: 'Rick and Morty', ...GENERIC_FONT_PROFILE,
  },
  goodgodlemon: { name: 'GoodGodLemon', url: 'https://goodgodlemon.com/', title: '30 Rock', ...GENERIC_FONT_PROFILE },
  capitalbeatus: { name: 'CapitalBeatUs', url: 'https://capitalbeat.us/', title: 'West Wing', ...GENERIC_FONT_PROFILE },
  frinkihams: { name: 'FrinkiHams', url: 'https://frinkihams.com/', title: 'Steamed Hams', ...GENERIC_FONT_PROFILE },
};

// A host with or without `www.`, as the generation default reads it too.
function bareHost(url: string): string {
  return new URL(url).host.toLowerCase().replace(/^www\./, '');
}

/**
 * The font profile of the instance at a base address: a known instance's own
 * (matched by host, with or without `www.`), or the generic one.
 */
export function fontProfileFor(baseUrl: string): FontProfile {
  const host = bareHost(baseUrl);
  const known: InstanceInfo | undefined = Object.values(INSTANCES).find((instance) => bareHost(instance.url) === host);
  if (known === undefined) return GENERIC_FONT_PROFILE;
  // Just the profile: not the whole instance record (name, url, title) behind it.
  const { fonts, defaultFont, siteDefaultFont } = known;
  return siteDefaultFont === undefined ? { fonts, defaultFont } : { fonts, defaultFont, siteDefaultFont };
}

/** The caption fonts every instance has had since the 2026 rebuild. */
export const COMMON_FONTS = ['impact', 'comicneue', 'jost', 'pacifico'] as const;

/** Which caption fonts an instance renders, and the one it uses by default. */
export interface FontProfile {
  /** The fonts the instance has. */
  readonly fonts: readonly string[];
  /** The font used when none is asked for. */
  readonly defaultFont: string;
}

/** The fonts of an instance the SDK does not know: the common ones, `impact` by default. */
export const GENERIC_FONT_PROFILE: FontProfile = { fonts: COMMON_FONTS, defaultFont: 'impact' };

/** A known instance of the service: its base address, what it shows, its fonts. */
export interface InstanceInfo extends FontProfile {
  /** The preset's class name, such as `Frinkiac`. */
  readonly name: string;
  /** The base address, ending in `/`. */
  readonly url: string;
  /** The show, film or skit it serves. */
  readonly title: string;
}

/**
 * The six known instances, keyed by their lower-case name. Their state in late
 * 2026: Frinkiac, Morbotron and CapitalBeatUs alive; MasterOfAllScience
 * redirects to Frinkiac; GoodGodLemon and FrinkiHams not seen for a while.
 */
export const INSTANCES = {
  frinkiac: {
    name: 'Frinkiac', url: 'https://frinkiac.com/', title: 'The Simpsons',
    fonts: [...COMMON_FONTS, 'akbar'], defaultFont: 'akbar',
  },
  morbotron: {
    name: 'Morbotron', url: 'https://morbotron.com/', title: 'Futurama',
    fonts: [...COMMON_FONTS, 'fr'], defaultFont: 'fr',
  },
  masterofallscience: {
    name: 'MasterOfAllScience', url: 'https://masterofallscience.com/', title: 'Rick and Morty', ...GENERIC_FONT_PROFILE,
  },
  goodgodlemon: { name: 'GoodGodLemon', url: 'https://goodgodlemon.com/', title: '30 Rock', ...GENERIC_FONT_PROFILE },
  capitalbeatus: { name: 'CapitalBeatUs', url: 'https://capitalbeat.us/', title: 'West Wing', ...GENERIC_FONT_PROFILE },
  frinkihams: { name: 'FrinkiHams', url: 'https://frinkihams.com/', title: 'Steamed Hams', ...GENERIC_FONT_PROFILE },
} as const satisfies Record<string, InstanceInfo>;

/**
 * The font profile of the instance at a base address: a known instance's own
 * (matched by host), or the generic one.
 */
export function fontProfileFor(baseUrl: string): FontProfile {
  const host = new URL(baseUrl).host;
  const known = Object.values(INSTANCES).find((instance) => new URL(instance.url).host === host);
  // Just the profile: not the whole instance record (name, url, title) behind it.
  return known ? { fonts: known.fonts, defaultFont: known.defaultFont } : GENERIC_FONT_PROFILE;
}

/** The lower-case name of a known instance. */
export type InstanceName = keyof typeof INSTANCES;

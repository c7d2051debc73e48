import { INSTANCES, type InstanceInfo, type PresetName } from '../instances/instances.js';

/**
 * A preset class: a client of one known instance, taking only options, with
 * the static members of the client class it extends.
 */
export type PresetClass<Base extends new (url: string, title: string, options?: never) => object> = (new (
  options?: ConstructorParameters<Base>[2],
) => InstanceType<Base>) &
  Omit<Base, 'prototype'> & {
    /** The instance the preset is a client of: its name, URL, title and fonts. */
    readonly instance: InstanceInfo;
  };

/**
 * Makes the preset class of a known instance for a flavour's client class, so
 * each flavour declares its six presets in one line each.
 *
 * @example
 * ```ts
 * export const Frinkiac = definePreset(ScreencapClient, INSTANCES.frinkiac);
 * new Frinkiac({ timeout: 5 }) instanceof ScreencapClient; // true
 * ```
 */
export function definePreset<Base extends new (url: string, title: string, options?: never) => object>(
  Base: Base,
  instance: InstanceInfo,
): PresetClass<Base> {
  // A mixin needs an any-args constructor type; the public type above is exact.
  const AnyBase = Base as unknown as new (...args: unknown[]) => object;
  const Preset = class extends AnyBase {
    static readonly instance = instance;
    constructor(options?: unknown) {
      super(instance.url, instance.title, options);
    }
  };
  Object.defineProperty(Preset, 'name', { value: instance.name });
  return Preset as unknown as PresetClass<Base>;
}

type ClientClass = new (url: string, title: string, options?: never) => object;

/** The preset classes of a flavour, by instance name (see {@link definePresets}). */
export type Presets<Base extends ClientClass> = Readonly<Record<PresetName, PresetClass<Base>>>;

/**
 * Every preset class of a flavour's client class, so the six presets are
 * declared once for both flavours.
 *
 * @example
 * ```ts
 * export const { Frinkiac, Morbotron } = definePresets(ScreencapClient);
 * ```
 */
export function definePresets<Base extends ClientClass>(Base: Base): Presets<Base> {
  return Object.fromEntries(Object.values(INSTANCES).map((instance) => [instance.name, definePreset(Base, instance)])) as unknown as Presets<Base>;
}

import { ScreencapClient, type AsyncClientOptions } from '@screencap/async';
import { GENERATION_OPTIONS, INSTANCES, type GenerationOption, type InstanceInfo } from '@screencap/core';

/** The instance a server serves and how long it waits for it: the command line's flags, by the same names in camelCase. */
export interface InstanceOptions {
  /** A preset's name (`Frinkiac`, `Morbotron`, ...; case-insensitive); not with `baseUrl`. @default 'Frinkiac' */
  readonly instance?: string | undefined;
  /** Any other instance's base URL (http or https); not with `instance`. @default undefined */
  readonly baseUrl?: string | undefined;
  /** The show's title for `baseUrl`. @default 'Screencaps' */
  readonly title?: string | undefined;
  /** The service generation to speak. @default the client's for the host */
  readonly generation?: GenerationOption | undefined;
  /** The client's `timeout`, in seconds (each wait for the service). @default 15 */
  readonly timeout?: number | undefined;
  /** The client's `renderTimeout`, in seconds (a render as a whole). @default 300 */
  readonly renderTimeout?: number | undefined;
}

/** The preset named `name` (case-insensitive), or `undefined`. */
export function presetNamed(name: string): InstanceInfo | undefined {
  return Object.values(INSTANCES).find((instance) => instance.name.toLowerCase() === name.toLowerCase());
}

/**
 * The client of the instance the options name.
 *
 * @throws {TypeError} for an unknown preset, both `instance` and `baseUrl`,
 *   `title` without `baseUrl`, a bad `generation`, or a base URL that is not
 *   http(s); {RangeError} for a timeout the client refuses
 */
export function instanceClient(options: InstanceOptions, clientOptions: AsyncClientOptions = {}): ScreencapClient {
  const { instance, baseUrl, title, generation, timeout, renderTimeout } = options;
  if (instance !== undefined && baseUrl !== undefined) throw new TypeError('give instance or baseUrl, not both');
  if (title !== undefined && baseUrl === undefined) throw new TypeError('title goes with baseUrl; a preset has its own title');
  if (generation !== undefined && !GENERATION_OPTIONS.includes(generation)) {
    throw new TypeError(`generation must be one of ${GENERATION_OPTIONS.join(', ')}, got ${JSON.stringify(generation)}`);
  }
  let url: string;
  let showTitle: string;
  if (baseUrl === undefined) {
    const preset = presetNamed(instance ?? 'Frinkiac');
    if (preset === undefined) throw new TypeError(`unknown instance ${JSON.stringify(instance)}; presets: ${Object.values(INSTANCES).map((entry) => entry.name).join(', ')}`);
    [url, showTitle] = [preset.url, preset.title];
  } else {
    [url, showTitle] = [baseUrl, title ?? 'Screencaps'];
  }
  return new ScreencapClient(url, showTitle, {
    ...clientOptions,
    ...(generation === undefined ? {} : { generation }),
    ...(timeout === undefined ? {} : { timeout }),
    ...(renderTimeout === undefined ? {} : { renderTimeout }),
  });
}

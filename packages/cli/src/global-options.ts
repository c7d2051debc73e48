/**
 * The options every command takes, and the list of instance names they offer.
 */
import { GENERATION_OPTIONS, INSTANCES, type InstanceName } from '@screencap/core/internal';
import type { OptionSpec } from './arguments.js';

/** The instance asked when neither `--instance` nor `--url` is given. */
export const DEFAULT_INSTANCE: InstanceName = 'frinkiac';

/** The lower-case names `--instance` takes, in the order of core's `INSTANCES`. */
export const INSTANCE_NAMES = Object.keys(INSTANCES) as InstanceName[];

/** The options shared by every command; they may come before or after the command. */
export const GLOBAL_OPTIONS = {
  instance: {
    type: 'string',
    valueName: 'name',
    description: `the instance to ask: ${INSTANCE_NAMES.join(', ')} (default ${DEFAULT_INSTANCE})`,
  },
  url: { type: 'string', valueName: 'base', description: 'the base address of any instance, instead of --instance' },
  title: { type: 'string', valueName: 'title', description: 'the name of the show it serves, with --url' },
  generation: {
    type: 'string',
    valueName: 'name',
    description: `the generation of the service the instance runs: ${GENERATION_OPTIONS.join(', ')} (auto: classic until an answer shows the 2026 one; default: 2026 for frinkiac, morbotron and capitalbeatus, auto for any other)`,
  },
  json: { type: 'boolean', description: 'print JSON for scripts instead of text' },
  timeout: {
    type: 'string',
    valueName: 'seconds',
    description: 'how long to wait for the service each time it is waited for (default 15)',
  },
  'render-timeout': {
    type: 'string',
    valueName: 'seconds',
    description: 'how long a render may take as a whole, its check included, however it progresses (default 300)',
  },
  'no-cache': { type: 'boolean', description: 'ask the service every time, without the cache kept between runs' },
  help: { type: 'boolean', short: 'h', description: 'show help; after a command, that command\'s help' },
  version: { type: 'boolean', description: 'show the version of screencap' },
} as const satisfies Record<string, OptionSpec>;

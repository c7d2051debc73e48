/**
 * Arguments and options that several commands share, declared once so that
 * their help reads the same everywhere.
 */
import { DEFAULT_CLIP_AFTER, DEFAULT_CLIP_BEFORE } from '@screencap/core';
import type { ArgumentSpec, OptionSpec } from '../arguments.js';

/** `<key>`: the episode key. */
export const KEY_ARGUMENT = { name: 'key', description: 'the episode key, such as S05E01' } as const satisfies ArgumentSpec;

/** `<timestamp>`: a position in the episode. */
export const TIMESTAMP_ARGUMENT = {
  name: 'timestamp',
  description: 'milliseconds into the episode, such as 200160 (the service picks the nearest frame)',
} as const satisfies ArgumentSpec;

/** `--before` and `--after`: the window around a timestamp, for frames and gifs. */
export const WINDOW_OPTIONS = {
  before: {
    type: 'string',
    valueName: 'ms',
    description: `how far the window reaches before the timestamp (default ${DEFAULT_CLIP_BEFORE})`,
  },
  after: {
    type: 'string',
    valueName: 'ms',
    description: `how far the window reaches after the timestamp (default ${DEFAULT_CLIP_AFTER})`,
  },
} as const satisfies Record<string, OptionSpec>;

/** `--caption`: the text written on a meme or gif. */
export const CAPTION_OPTION = {
  caption: {
    type: 'string',
    valueName: 'text',
    description: "the text to write, as given (default: the screencap's own caption, wrapped and shortened)",
  },
} as const satisfies Record<string, OptionSpec>;

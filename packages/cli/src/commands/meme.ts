import type { Command } from './command.js';
import { CAPTION_OPTION, KEY_ARGUMENT, TIMESTAMP_ARGUMENT } from './shared.js';

/** The positional arguments of `screencap meme`, in order. */
export const ARGUMENTS = [KEY_ARGUMENT, TIMESTAMP_ARGUMENT] as const;

/** `screencap meme <key> <timestamp> [--caption text]`: a captioned image. */
export const memeCommand: Command = {
  name: 'meme',
  summary: 'the URL of a screencap with a caption on it (a comic link on the 2026 service)',
  description:
    'Prints the URL of the image with a caption: --caption as given, or else the screencap\'s own ' +
    'caption, wrapped to 4 lines of 24 characters and cut after its last sentence. On a classic instance ' +
    'it is a meme/ link; a 2026 instance has no meme/ any more, and the link is a one-panel comic/img, ' +
    'printed as Comic (see `comic` for styles and strips).',
  arguments: ARGUMENTS,
  options: CAPTION_OPTION,
  examples: ['meme S05E01 200160', 'meme S05E01 200160 --caption "I am so smart!"'],
  load: () => import('./run/meme.js'),
};

/**
 * `screencap meme`: its table (its help, arguments and options), which the
 * help reads without loading how it runs (`meme.run.ts`).
 */
import type { CommandSpec } from './command.js';
import { literalText } from './literal-text.js';
import { CAPTION_OPTION, KEY_ARGUMENT, TIMESTAMP_ARGUMENT } from './shared.js';
import { DOWNLOAD_OPTIONS } from '../download.js';

/** The positional arguments of `screencap meme`, in order. */
export const ARGUMENTS = [KEY_ARGUMENT, TIMESTAMP_ARGUMENT] as const;

/**
 * `screencap meme <key> <timestamp> [--caption text]`: a captioned image.
 * Its table, from which its help and its options are read: see {@link CommandSpec}.
 */
export const MEME_COMMAND = {
  name: 'meme',
  summary: 'the URL of a screencap with a caption on it (a comic link on the 2026 service)',
  description:
    literalText(
      'Prints the URL of the image with a caption: --caption as given, or else the screencap\'s own ',
      'caption, wrapped to 4 lines of 24 characters and cut after its last sentence. On a classic instance ',
      'it is a meme/ link; a 2026 instance has no meme/ any more, and the link is a one-panel comic/img, ',
      'printed as Comic (see `comic` for styles and strips).',
    ),
  arguments: ARGUMENTS,
  options: { ...CAPTION_OPTION, ...DOWNLOAD_OPTIONS },
  examples: ['meme S05E01 200160', 'meme S05E01 200160 --caption "I am so smart!"', 'meme S05E01 200160 --download smart.jpg'],
} as const satisfies CommandSpec;

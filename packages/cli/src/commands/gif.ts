/**
 * `screencap gif`: its table (its help, arguments and options), which the
 * help reads without loading how it runs (`gif.run.ts`).
 */
import type { CommandSpec } from './command.js';
import { literalText } from './literal-text.js';
import { CAPTION_OPTION, KEY_ARGUMENT, TIMESTAMP_ARGUMENT, WINDOW_OPTIONS } from './shared.js';
import { DOWNLOAD_OPTIONS } from '../download.js';

/** The positional arguments of `screencap gif`, in order. */
export const ARGUMENTS = [KEY_ARGUMENT, TIMESTAMP_ARGUMENT] as const;

/**
 * `screencap gif <key> <timestamp> [--caption text] [--before ms] [--after ms] [--generate | --render [--mp4]]`.
 * Its table, from which its help and its options are read: see {@link CommandSpec}.
 */
export const GIF_COMMAND = {
  name: 'gif',
  summary: 'the URL of a captioned gif around a screencap; with --render, of a rendered file',
  description:
    literalText(
      'Prints the URL of a gif from --before ms before the timestamp to --after ms after it, cut at the ',
      'frames the service has there, with a caption as for `meme`. With --generate, also asks the service ',
      'to render it and prints the direct URL of the file. On the 2026 service (said by --generation 2026, or ',
      'found out from its answers with --generation auto, the default for a --url), the gif URL is rendered through ',
      'its render endpoint instead. --render has the service render the clip (showing a progress bar on a ',
      'terminal) and prints only the URL of the file; add --mp4 for a video. ',
      'Exits with 3 when the window holds no frame, with 4 when the render fails.',
    ),
  arguments: ARGUMENTS,
  options: {
    ...CAPTION_OPTION,
    ...WINDOW_OPTIONS,
    generate: { type: 'boolean', description: 'have the service render the gif URL, and print its direct URL (before the 2026 rebuild)' },
    render: {
      type: 'boolean',
      description: 'have the 2026 service render the clip, and print the URL of the file only (a progress bar on a terminal\'s stderr)',
    },
    mp4: { type: 'boolean', description: 'with --render, render an mp4 video instead of a gif' },
    ...DOWNLOAD_OPTIONS,
  },
  examples: [
    'gif S05E01 200160',
    'gif S05E01 200160 --caption "Yay!" --after 2000 --generate',
    'gif S05E01 200160 --render',
    'gif S05E01 200160 --render --download smart.gif',
    'gif S05E01 200160 --render --mp4 --caption "I am so smart!" --json',
  ],
} as const satisfies CommandSpec;

/**
 * `screencap unfurl`: its table (its help, arguments and options), which the
 * help reads without loading how it runs (`unfurl.run.ts`).
 */
import type { CommandSpec } from './command.js';
import { literalText } from './literal-text.js';
import { DOWNLOAD_OPTIONS } from '../download.js';

/** The positional arguments of `screencap unfurl`, in order. */
export const ARGUMENTS = [{ name: 'url', description: 'a link someone pasted: caption/, img/, meme/, gif/, mp4/, comic/img, video/, comicmaker/ or bettermaker/' }] as const;

/**
 * `screencap unfurl <url>`: what a pasted link points at, and a link that works.
 * Its table, from which its help and its options are read: see {@link CommandSpec}.
 */
export const UNFURL_COMMAND = {
  name: 'unfurl',
  summary: 'what a pasted link points at, its screencap, and a link to it that works today',
  description:
    literalText(
      'Reads a link of the instance (a frame, a meme, a gif or mp4, a comic, a rendered video, an editor page) ',
      'and shows what it points at: the screencap of its frame (a clip\'s start, a comic\'s first panel; none for ',
      'a rendered video), and a link to the same that works on the instance\'s generation (a classic meme/ becomes ',
      'a comic/img, a classic gif/ is rendered). When the frame is gone, the nearest frame of the episode is shown ',
      'and Moved says yes. A link of another instance, or anything that is no link, is a usage error (exit 2) and ',
      'sends no request; a link whose episode has no frame near it exits with 3.',
    ),
  arguments: ARGUMENTS,
  options: DOWNLOAD_OPTIONS,
  examples: ['unfurl https://frinkiac.com/caption/S05E01/200160', 'unfurl https://frinkiac.com/meme/S05E01/200160.jpg --json', 'unfurl https://frinkiac.com/img/S05E01/200160.jpg --download smart.jpg'],
} as const satisfies CommandSpec;

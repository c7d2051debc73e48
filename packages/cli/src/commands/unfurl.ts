/**
 * `screencap unfurl`: its help, and the checks and run of its arguments.
 */
import type { Command, CommandSpec, CommandInput, CommandRunner } from './command.js';
import { literalText } from './literal-text.js';
import { parseScreencapUrl } from '@screencap/core/internal';
import { UsageError, readArguments } from '../arguments.js';
import { DOWNLOAD_OPTIONS } from '../download.js';
import { NoResultsError } from '../no-results-error.js';
import { renderUnfurl } from '../output/human.js';
import { type UnfurlOutput, screencapToJson } from '../output/json.js';

/** The positional arguments of `screencap unfurl`, in order. */
const ARGUMENTS = [{ name: 'url', description: 'a link someone pasted: caption/, img/, meme/, gif/, mp4/, comic/img, video/, comicmaker/ or bettermaker/' }] as const;

/** Checks the arguments of `screencap unfurl` and returns what to run (see `Command.prepare`). */
function prepare({ positionals, instance }: CommandInput): CommandRunner {
  const { url } = readArguments(positionals, ARGUMENTS);
  // Before any client exists: a link of another host, or no link, sends nothing anywhere.
  if (parseScreencapUrl(url, instance.url) === undefined) {
    const elsewhere = parseScreencapUrl(url);
    throw new UsageError(
      elsewhere === undefined
        ? `${JSON.stringify(url)} is no screencap link`
        : `${url} is a link of ${elsewhere.base}, not of ${instance.url} (give --instance or --base-url for that instance)`,
    );
  }
  return async (client) => {
    const unfurled = await client.unfurl(url);
    if (unfurled === undefined) throw new NoResultsError(`${url} is no screencap link of ${client.url}`);
    const { parsed, screencap, link, moved } = unfurled;
    const output: UnfurlOutput = {
      url,
      kind: parsed.kind,
      link,
      moved,
      screencap: screencap === undefined ? null : screencapToJson(screencap),
    };
    return { human: () => renderUnfurl(output, screencap, client.title), json: () => output, mediaUrl: link };
  };
}

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

/** `screencap unfurl`: its {@link UNFURL_COMMAND}, and how it runs. */
export const unfurlCommand: Command = { ...UNFURL_COMMAND, prepare };

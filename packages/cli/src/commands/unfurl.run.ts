/**
 * `screencap unfurl`: the checks and run of its arguments, loaded only when
 * the command runs (its table is `unfurl.ts`).
 */
import { ARGUMENTS } from './unfurl.js';
import type { CommandInput, CommandRunner } from './command.js';
import { parseScreencapUrl } from '@screencap/core/internal';
import { UsageError, readArguments } from '../arguments.js';
import { NoResultsError } from '../no-results-error.js';
import { renderUnfurl } from '../output/human.js';
import { type UnfurlOutput, screencapToJson } from '../output/json.js';

/** Checks the arguments of `screencap unfurl` and returns what to run (see `CommandPreparer`). */
export function prepare({ positionals, instance }: CommandInput): CommandRunner {
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

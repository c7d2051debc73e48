/**
 * `screencap meme`: the checks and run of its arguments, loaded only when
 * the command runs (its table is `meme.ts`).
 */
import { ARGUMENTS } from './meme.js';
import type { CommandInput, CommandRunner } from './command.js';
import { formatCaption } from '@screencap/core/internal';
import { parseEpisodeKey, parseMilliseconds, readArguments, stringOption } from '../arguments.js';
import { renderMeme } from '../output/human.js';
import { type MemeOutput, screencapToJson } from '../output/json.js';

/** Checks the arguments of `screencap meme` and returns what to run (see `CommandPreparer`). */
export function prepare({ positionals, values }: CommandInput): CommandRunner {
  const args = readArguments(positionals, ARGUMENTS);
  const key = parseEpisodeKey(args.key);
  const timestamp = parseMilliseconds(args.timestamp, 'timestamp');
  const caption = stringOption(values, 'caption');
  return async (client) => {
    // Asked for even with a caption: the meme must be of a frame that exists.
    const screencap = await client.getScreencap(key, timestamp);
    const meme: MemeOutput = {
      memeUrl: screencap.getMemeUrl(caption),
      // The text getMemeUrl writes when given none, shown so that people see what they get.
      caption: caption ?? formatCaption(screencap.caption),
      screencap: screencapToJson(screencap),
    };
    return { human: () => renderMeme(screencap, meme, client.title), json: () => meme, mediaUrl: meme.memeUrl };
  };
}

import { UsageError, readArguments } from '../arguments.js';
import { plural, renderFrames } from '../output/human.js';
import { frameToJson } from '../output/json.js';
import type { Command } from './command.js';

const ARGUMENTS = [
  { name: 'quote', description: 'the words to look for in the subtitles (several words are joined with spaces)', variadic: true },
] as const;

/** `screencap search <quote>`: the frames whose subtitles match a quote. */
export const searchCommand: Command = {
  name: 'search',
  summary: 'the frames whose subtitles match a quote',
  description:
    'Searches the subtitles and lists the matching frames, best first, with the key and timestamp ' +
    'that `caption`, `meme` and `gif` take. Exits with 3 when nothing matches.',
  arguments: ARGUMENTS,
  options: {},
  examples: ['search "I am so smart"', 'search --json "pancakes"'],
  prepare({ positionals }) {
    const { quote } = readArguments(positionals, ARGUMENTS);
    if (quote.trim() === '') throw new UsageError('quote must not be empty');
    return async (client) => {
      const frames = await client.search(quote);
      return {
        human: () => renderFrames(`${plural(frames.length, 'result')} for ${JSON.stringify(quote)}`, frames),
        json: () => frames.map(frameToJson),
      };
    };
  },
};

/**
 * `screencap episode`: the checks and run of its arguments, loaded only when
 * the command runs (its table is `episode.ts`).
 */
import { ARGUMENTS } from './episode.js';
import type { CommandInput, CommandRunner } from './command.js';
import { UsageError, parseEpisodeKey, parseMilliseconds, readArguments } from '../arguments.js';
import { NoResultsError } from '../no-results-error.js';
import { renderEpisode } from '../output/human.js';
import { episodeToJson } from '../output/json.js';

/** Checks the arguments of `screencap episode` and returns what to run (see `CommandPreparer`). */
export function prepare({ positionals }: CommandInput): CommandRunner {
  const args = readArguments(positionals, ARGUMENTS);
  const key = parseEpisodeKey(args.key);
  const start = parseMilliseconds(args.start, 'start');
  const end = parseMilliseconds(args.end, 'end');
  if (end < start) throw new UsageError(`end (${end}) must not be before start (${start})`);
  return async (client) => {
    const view = await client.viewEpisode(key, start, end);
    // The services answer an unknown key with 200 and an episode record whose every field is empty.
    if (view.Episode.Key === '') throw new NoResultsError(`No episode ${key} on ${client.url}`);
    const episode = episodeToJson(view);
    return { human: () => renderEpisode(episode, client.title), json: () => episode };
  };
}

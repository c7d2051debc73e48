/**
 * `screencap status`: its table (its help, arguments and options), which the
 * help reads without loading how it runs (`status.run.ts`).
 */
import type { CommandSpec } from './command.js';
import { literalText } from './literal-text.js';

/**
 * `screencap status`: whether the instance is up, moved or down.
 * Its table, from which its help and its options are read: see {@link CommandSpec}.
 */
export const STATUS_COMMAND = {
  name: 'status',
  summary: 'whether the instance is up, moved elsewhere or down, and how fast it answered',
  description:
    literalText(
      'Sends one request to the instance\'s api/random, without retry or cache, and prints its state: up (it ',
      'answered 200), moved (it redirects to another origin: Location says where) or down (no answer, or ',
      'another status); the HTTP status and the time it took. Exits with 0 when up, 4 (service error) when ',
      'it answered otherwise (moved, a 5xx), 5 (network error) when it did not answer.',
    ),
  arguments: [],
  options: {},
  examples: ['status', 'status --instance morbotron --json'],
} as const satisfies CommandSpec;

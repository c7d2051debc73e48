/**
 * `screencap random`: its table (its help, arguments and options), which the
 * help reads without loading how it runs (`random.run.ts`).
 */
import type { CommandSpec } from './command.js';
import { literalText } from './literal-text.js';
import { SEASON_OPTIONS } from './shared.js';

/**
 * `screencap random [--season-min n] [--season-max n]`: a random screencap.
 * Its table, from which its help and its options are read: see {@link CommandSpec}.
 */
export const RANDOM_COMMAND = {
  name: 'random',
  summary: 'a random screencap',
  description:
    literalText(
      'Asks the service for a random screencap and shows its episode, time, caption, credits and URLs. ',
      '--season-min and --season-max limit it to a range of seasons (2026 service).',
    ),
  arguments: [],
  options: SEASON_OPTIONS,
  examples: ['random', 'random --instance morbotron', 'random --season-min 3 --season-max 8', 'random --json'],
} as const satisfies CommandSpec;

import type { Command } from './command.js';
import { SEASON_OPTIONS } from './shared.js';

/** `screencap random [--season-min n] [--season-max n]`: a random screencap. */
export const randomCommand: Command = {
  name: 'random',
  summary: 'a random screencap',
  description:
    'Asks the service for a random screencap and shows its episode, time, caption, credits and URLs. ' +
    '--season-min and --season-max limit it to a range of seasons (2026 service).',
  arguments: [],
  options: SEASON_OPTIONS,
  examples: ['random', 'random --instance morbotron', 'random --season-min 3 --season-max 8', 'random --json'],
  load: () => import('./run/random.js'),
};

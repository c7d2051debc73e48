import type { Command } from './command.js';

/** `screencap navigator`: every episode of the instance. */
export const navigatorCommand: Command = {
  name: 'navigator',
  summary: 'every episode, with frames to browse (2026 service)',
  description:
    'Lists every episode the service has: its key, season, number, air date and title. With --json, ' +
    'each also has the timestamps of frames spread over it. Exits with 3 when the list is empty.',
  arguments: [],
  options: {},
  examples: ['navigator', 'navigator --json'],
  load: () => import('./run/navigator.js'),
};

import type { Command } from './command.js';

/** `screencap discover`: moments the service suggests. */
export const discoverCommand: Command = {
  name: 'discover',
  summary: 'moments the service suggests (2026 service)',
  description:
    'Lists the moments the service suggests browsing, with the key and timestamp that `caption`, `comic` ' +
    'and `gif` take, and the line spoken there. Exits with 3 when it suggests nothing.',
  arguments: [],
  options: {},
  examples: ['discover', 'discover --json'],
  load: () => import('./run/discover.js'),
};

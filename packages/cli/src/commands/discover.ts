/**
 * `screencap discover`: its table (its help, arguments and options), which the
 * help reads without loading how it runs (`discover.run.ts`).
 */
import type { CommandSpec } from './command.js';
import { literalText } from './literal-text.js';

/**
 * `screencap discover`: moments the service suggests.
 * Its table, from which its help and its options are read: see {@link CommandSpec}.
 */
export const DISCOVER_COMMAND = {
  name: 'discover',
  summary: 'moments the service suggests (2026 service)',
  description:
    literalText(
      'Lists the moments the service suggests browsing, with the key and timestamp that `caption`, `comic` ',
      'and `gif` take, and the line spoken there. Exits with 3 when it suggests nothing.',
    ),
  arguments: [],
  options: {},
  examples: ['discover', 'discover --json'],
} as const satisfies CommandSpec;

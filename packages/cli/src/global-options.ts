/**
 * The options every command of `screencap` takes.
 */
import { INSTANCE_FLAGS } from '@screencap/core/internal';
import type { OptionSpec } from './arguments.js';

/**
 * The options every command of `screencap` takes, before or after the
 * command: the instance flags it shares with `screencap-mcp` (`--instance`,
 * `--base-url` and its alias `--url`, `--title`, `--generation`, `--timeout`,
 * `--render-timeout`; the environment variable `SCREENCAP_BASE_URL` stands for
 * `--base-url` when neither `--instance` nor `--base-url` is given), then
 * `--json`, `--no-cache`, `--help` (`-h`) and `--version`. Each entry's
 * `description` is its line in `screencap --help`; a command's own options
 * are in its help (`screencap <command> --help`).
 */
export const GLOBAL_OPTIONS = {
  ...INSTANCE_FLAGS,
  /** `--json`: print JSON for scripts instead of text. */
  json: { type: 'boolean', description: 'print JSON for scripts instead of text' },
  /** `--no-cache`: ask the service every time, without the cache kept between runs. */
  'no-cache': { type: 'boolean', description: 'ask the service every time, without the cache kept between runs' },
  /** `--help`, `-h`: print help to standard output and exit 0; after a command, that command's help. */
  help: { type: 'boolean', short: 'h', description: "show help; after a command, that command's help" },
  /** `--version`: print the version of `@screencap/cli` to standard output and exit 0. */
  version: { type: 'boolean', description: 'show the version of screencap' },
} as const satisfies Readonly<Record<string, OptionSpec>>;

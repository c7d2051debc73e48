/**
 * The options every command of `screencap` takes.
 */
import { INSTANCE_FLAGS, type FlagSpec, type InstanceFlags } from '@screencap/core/internal';

/**
 * The options every command of `screencap` takes, before or after the
 * command: the instance flags it shares with `screencap-mcp`, then the CLI's
 * own. A command's own options are in its help (`screencap <command> --help`).
 */
export type GlobalOptions = InstanceFlags & {
  /** `--json`: print JSON for scripts instead of text. */
  readonly json: FlagSpec;
  /** `--no-cache`: ask the service every time, without the cache kept between runs. */
  readonly 'no-cache': FlagSpec;
  /** `--help`, `-h`: print help to standard output and exit 0; after a command, that command's help. */
  readonly help: FlagSpec;
  /** `--version`: print the version of `@screencap/cli` to standard output and exit 0. */
  readonly version: FlagSpec;
};

/**
 * The {@link GlobalOptions} of `screencap`: each one's `description` is its
 * line in `screencap --help`. The environment variable `SCREENCAP_BASE_URL`
 * stands for `--base-url` when neither `--instance` nor `--base-url` is given.
 */
export const GLOBAL_OPTIONS: GlobalOptions = {
  ...INSTANCE_FLAGS,
  json: { type: 'boolean', description: 'print JSON for scripts instead of text' },
  'no-cache': { type: 'boolean', description: 'ask the service every time, without the cache kept between runs' },
  help: { type: 'boolean', short: 'h', description: "show help; after a command, that command's help" },
  version: { type: 'boolean', description: 'show the version of screencap' },
};

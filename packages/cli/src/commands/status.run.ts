/**
 * `screencap status`: the checks and run of its arguments, loaded only when
 * the command runs (its table is `status.ts`).
 */
import type { CommandInput, CommandRunner } from './command.js';
import type { InstanceStatus } from '@screencap/core';
import { readArguments } from '../arguments.js';
import { ExitCode } from '../exit-codes.js';
import { renderFields } from '../output/human.js';

/**
 * The exit code of a status, by the table's own words: up is success; an
 * instance that answered something other than `200` (a redirect elsewhere, a
 * `5xx`) is a service error; one that did not answer is a network error.
 */
function exitCodeOf(status: InstanceStatus): ExitCode {
  if (status.state === 'up') return ExitCode.Success;
  return status.status === undefined ? ExitCode.NetworkError : ExitCode.ServiceError;
}

/** The status as `--json` prints it: every field, `null` where there is none, so that its shape is stable. */
function statusToJson(status: InstanceStatus): { state: InstanceStatus['state']; status: number | null; location: string | null; ms: number } {
  return { state: status.state, status: status.status ?? null, location: status.location ?? null, ms: status.ms };
}

/** Checks the arguments of `screencap status` and returns what to run (see `CommandPreparer`). */
export function prepare({ positionals }: CommandInput): CommandRunner {
  readArguments(positionals, []);
  return async (client) => {
    const status = await client.status();
    const json = statusToJson(status);
    const human = (): string =>
      renderFields([
        ['State', status.state],
        ['Status', json.status === null ? 'no answer' : String(json.status)],
        ...(status.location === undefined ? [] : [['Location', status.location] as const]),
        ['Time', `${Math.round(status.ms)} ms`],
      ]);
    return { human, json: () => json, exitCode: exitCodeOf(status) };
  };
}

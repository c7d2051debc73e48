/**
 * `screencap status`: its help, and the checks and run of its arguments.
 */
import type { Command, CommandSpec, CommandInput, CommandRunner } from './command.js';
import { literalText } from './literal-text.js';
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

/** Checks the arguments of `screencap status` and returns what to run (see `Command.prepare`). */
function prepare({ positionals }: CommandInput): CommandRunner {
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

/** `screencap status`: its {@link STATUS_COMMAND}, and how it runs. */
export const statusCommand: Command = { ...STATUS_COMMAND, prepare };

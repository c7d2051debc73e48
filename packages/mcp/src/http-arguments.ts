import { normalizedOrigins } from './access.js';
import { UsageError } from '@screencap/core/internal';

/** The transport flags of `screencap-mcp`: `--http [host:]port` and `--allow-origin <origin>` (repeatable). */
export interface TransportArguments {
  /** Where to serve Streamable HTTP; `undefined` for stdio. */
  readonly http:
    | {
        /** The address to listen on, such as `127.0.0.1` or `::1`. */
        readonly host: string;
        /** The port to listen on; 0 picks a free one. */
        readonly port: number;
      }
    | undefined;
  /** Browser origins served besides loopback ones, as `URL.origin` spells them. */
  readonly allowedOrigins: readonly string[];
}

/** `[host:]port` of `--http`: host 127.0.0.1 unless given (IPv6 in brackets). */
function listenAddress(text: string): { host: string; port: number } {
  const match = /^(?:(\[[0-9a-fA-F:.]+\]|[^:[\]]+):)?(\d+)$/.exec(text);
  const port = Number(match?.[2]);
  if (match === null || !Number.isInteger(port) || port > 65535) {
    throw new UsageError(`--http wants [host:]port (such as 8080 or 0.0.0.0:8080), got ${JSON.stringify(text)}`);
  }
  return { host: match[1]?.replace(/^\[(.*)\]$/, '$1') ?? '127.0.0.1', port };
}

/**
 * Takes the transport flags out of `argv`, leaving the instance flags for
 * {@link parseServerArguments}.
 *
 * @throws {UsageError} for a bad address or origin, a flag without its
 *   value, or `--allow-origin` without `--http`
 * @example
 * ```ts
 * splitTransportArguments(['--http', '8080', '--instance', 'Morbotron']);
 * // { transport: { http: { host: '127.0.0.1', port: 8080 }, allowedOrigins: [] }, rest: ['--instance', 'Morbotron'] }
 * ```
 */
export function splitTransportArguments(argv: readonly string[]): { transport: TransportArguments; rest: string[] } {
  const rest: string[] = [];
  let http: TransportArguments['http'];
  const origins: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    const [flag, inline] = argument.startsWith('--') && argument.includes('=') ? [argument.slice(0, argument.indexOf('=')), argument.slice(argument.indexOf('=') + 1)] : [argument, undefined];
    if (flag !== '--http' && flag !== '--allow-origin') {
      rest.push(argument);
      continue;
    }
    const value = inline ?? argv[++index];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new UsageError(`${flag} wants a value`);
    if (flag === '--http') {
      if (http !== undefined) throw new UsageError('give --http once');
      http = listenAddress(value);
    } else {
      origins.push(value);
    }
  }
  if (http === undefined && origins.length > 0) throw new UsageError('--allow-origin goes with --http');
  let allowedOrigins: string[];
  try {
    allowedOrigins = normalizedOrigins(origins);
  } catch (error) {
    throw new UsageError(`--allow-origin: ${(error as Error).message}`);
  }
  return { transport: { http, allowedOrigins }, rest };
}

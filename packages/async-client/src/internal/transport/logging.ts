import type { LogLevel } from '@screencap/core/internal';

/** One method of a {@link Logger}: a message, then whatever details go with it. */
export type LogFn = (message: string, ...rest: unknown[]) => void;

/**
 * Where the async client writes its log lines: `console` by default, or any
 * object with these four methods (pino, winston and consola loggers fit).
 */
export interface Logger {
  /** Failures the client gives up on. */
  error: LogFn;
  /** Answers that slow the client down (`429`). */
  warn: LogFn;
  /** Retries, waits for the rate limit, and the switch of an `'auto'` client to the 2026 generation. */
  info: LogFn;
  /** A line per request and per cache hit. */
  debug: LogFn;
}

const SEVERITY: Readonly<Record<LogLevel, number>> = { off: 0, error: 1, warn: 2, info: 3, debug: 4 };

/** A logger cut to a level: methods above it do nothing, at no cost. */
export interface Log {
  error: LogFn;
  warn: LogFn;
  info: LogFn;
  debug: LogFn;
}

const PREFIX = '[screencap]';
const noop: LogFn = () => undefined;

/**
 * The client's log: `logger`'s methods up to `level`, each line prefixed
 * with `[screencap]`. A logger that throws never fails a request.
 */
export function createLog(logger: Logger, level: LogLevel): Log {
  const method = (name: keyof Logger, severity: number): LogFn => {
    if (SEVERITY[level] < severity) return noop;
    return (message, ...rest) => {
      try {
        logger[name](`${PREFIX} ${message}`, ...rest);
      } catch {
        // A broken logger must not turn a good answer into a failure.
      }
    };
  };
  return { error: method('error', 1), warn: method('warn', 2), info: method('info', 3), debug: method('debug', 4) };
}

/** Whether `log.debug` writes anything: a caller on the hot path builds its line (and times it) only then. */
export function logsDebug(log: Log): boolean {
  return log.debug !== noop;
}

/** A log that writes nothing. */
export const SILENT_LOG: Log = createLog(console, 'off');

/**
 * Checks the `logger` option.
 * @throws {TypeError} naming the first missing method.
 */
export function assertLogger(value: unknown): asserts value is Logger | undefined {
  if (value === undefined) return;
  if (typeof value !== 'object' || value === null) {
    throw new TypeError(`logger must be an object with error, warn, info and debug methods, got ${value === null ? 'null' : typeof value}`);
  }
  for (const name of ['error', 'warn', 'info', 'debug'] as const) {
    if (typeof (value as Record<string, unknown>)[name] !== 'function') {
      throw new TypeError(`logger must have error, warn, info and debug methods; its ${name} is not a function`);
    }
  }
}

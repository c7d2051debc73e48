/**
 * "Try again in 12 minutes (at 15:02 UTC)": a `Retry-After` in plain words.
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function count(value: number, unit: string): string {
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}

/** `45 seconds`, `12 minutes`, `2 hours 5 minutes`: a wait rounded up to what people read. */
export function describeWait(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  if (whole < MINUTE) return count(whole, 'second');
  if (whole < HOUR) return count(Math.ceil(whole / MINUTE), 'minute');
  const minutes = Math.ceil(whole / MINUTE);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? count(hours, 'hour') : `${count(hours, 'hour')} ${count(rest, 'minute')}`;
}

/** `15:02 UTC`; with seconds for a wait under a minute; with the date when it is not within a day. */
export function describeTime(at: Date, seconds: number): string {
  const iso = at.toISOString(); // 2026-11-25T15:02:07.000Z
  const time = seconds < MINUTE ? iso.slice(11, 19) : iso.slice(11, 16);
  return seconds < DAY ? `${time} UTC` : `${iso.slice(0, 10)} ${time} UTC`;
}

/**
 * What to tell a person whose request the service refused for now:
 * `The service is rate-limiting: try again in 12 minutes (at 15:02 UTC).`
 * @param status - the HTTP status: 429 is rate limiting; another (a 503) is "unavailable".
 * @param retryAfter - the `Retry-After` in seconds, or `undefined` when the service sent none.
 * @param now - when the answer came.
 * @example
 * ```ts
 * retryAdvice(429, 720, new Date('2026-11-25T14:50:00Z'));
 * // 'The service is rate-limiting: try again in 12 minutes (at 15:02 UTC).'
 * ```
 */
export function retryAdvice(status: number, retryAfter: number | undefined, now: Date): string {
  const what = status === 429 ? 'The service is rate-limiting' : 'The service is unavailable for now';
  if (retryAfter === undefined) return `${what}: try again later.`;
  // Rounded up, so that the time said is never before the service is ready.
  const at = new Date(Math.ceil((now.getTime() + retryAfter * 1000) / 1000) * 1000);
  const shown = retryAfter < MINUTE ? at : new Date(Math.ceil(at.getTime() / (MINUTE * 1000)) * MINUTE * 1000);
  return `${what}: try again in ${describeWait(retryAfter)} (at ${describeTime(shown, retryAfter)}).`;
}

/**
 * Strict reading of the JSON that 2026 clients send (render jobs, comic
 * panels). Every problem is a `400` whose message names the field, so a
 * client bug shows up as a clear refusal instead of a silently wrong render.
 */
import { HttpError } from './route.js';

/**
 * The fonts a 2026 instance accepts: the four of every instance, then
 * Frinkiac's default (`akbar`) and Morbotron's (`fr`), which the service
 * accepts on any instance.
 */
export const FONTS = ['impact', 'comicneue', 'jost', 'pacifico', 'akbar', 'fr'] as const;

/** A font name of {@link FONTS}. */
export type Font = (typeof FONTS)[number];

/** Text alignments: left, centre, right. */
export const TEXT_ALIGNMENTS = ['l', 'c', 'r'] as const;

/** A text alignment of `TEXT_ALIGNMENTS`. */
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

/** Largest overlay text size (`0` means automatic). */
export const MAX_TEXT_SIZE = 120;

/** Thrown for input that breaks the rules; always a `400`. */
export function badInput(message: string): HttpError {
  return new HttpError(400, message);
}

/** Whether a value is a plain JSON object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses JSON text, or refuses it. */
export function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw badInput(`${what} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Refuses fields the service does not know (a misspelt field would otherwise be silently ignored). */
export function onlyKnownFields(record: Record<string, unknown>, known: readonly string[], where: string): void {
  const unknown = Object.keys(record).filter((name) => !known.includes(name));
  if (unknown.length > 0) throw badInput(`${where}: unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((name) => JSON.stringify(name)).join(', ')}`);
}

/** Reads a required field; refuses a missing one. */
export function required(record: Record<string, unknown>, name: string, where: string): unknown {
  if (!(name in record)) throw badInput(`${where}: missing field ${JSON.stringify(name)}`);
  return record[name];
}

/** A string. */
export function stringField(record: Record<string, unknown>, name: string, where: string): string {
  const value = required(record, name, where);
  if (typeof value !== 'string') throw badInput(`${where}: ${name} must be a string`);
  return value;
}

/** A safe integer within `[min, max]`. */
export function integerField(record: Record<string, unknown>, name: string, where: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const value = required(record, name, where);
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw badInput(`${where}: ${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(value)}`);
  }
  return value;
}

/** A finite number within `[min, max]`. */
export function numberField(record: Record<string, unknown>, name: string, where: string, min: number, max: number): number {
  const value = required(record, name, where);
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw badInput(`${where}: ${name} must be a number from ${min} to ${max}, got ${JSON.stringify(value)}`);
  }
  return value;
}

/** A boolean. */
export function booleanField(record: Record<string, unknown>, name: string, where: string): boolean {
  const value = required(record, name, where);
  if (typeof value !== 'boolean') throw badInput(`${where}: ${name} must be true or false`);
  return value;
}

/** One of a list of strings. */
export function choiceField<Choice extends string>(record: Record<string, unknown>, name: string, where: string, choices: readonly Choice[]): Choice {
  const value = required(record, name, where);
  if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) {
    throw badInput(`${where}: ${name} must be one of ${choices.join(', ')}, got ${JSON.stringify(value)}`);
  }
  return value as Choice;
}

/** A font of {@link FONTS}. */
export function fontField(record: Record<string, unknown>, name: string, where: string): Font {
  return choiceField(record, name, where, FONTS);
}

/** An array. */
export function arrayField(record: Record<string, unknown>, name: string, where: string): unknown[] {
  const value = required(record, name, where);
  if (!Array.isArray(value)) throw badInput(`${where}: ${name} must be an array`);
  return value;
}

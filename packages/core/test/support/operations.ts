// What the ScreencapOperations tests (classic and 2026) build their
// operations and canned answers from: the plain-data side of a client,
// without any transport.
import type { HttpResponse } from '../../src/shared/http.js';
import { ScreencapOperations } from '../../src/client/operations.js';
import type { Generation } from '../../src/instances/generation.js';
import { BaseScreencap } from '../../src/models/base-screencap.js';
import type { ScreencapJson } from '../../src/schemas/screencap.js';

/** The smallest screencap class: the base class as it is. */
export class TestScreencap extends BaseScreencap {}

/** The instance the operations speak for. */
export const SOURCE = { url: 'https://frinkiac.com/' };

/** Operations of a client of {@link SOURCE} speaking `generation`. */
export function operations(generation: Generation = 'classic'): ScreencapOperations<TestScreencap> {
  return new ScreencapOperations(SOURCE, (json: ScreencapJson) => new TestScreencap(SOURCE, json), generation);
}

/** A complete 200 answer to `url` with `body`, on the first attempt. */
export function ok(url: string, body: string, contentType = 'application/json'): HttpResponse {
  return { url, finalUrl: url, status: 200, contentType, body, attempts: 1 };
}

/** A complete 200 JSON answer to `url`. */
export function okJson(url: string, json: unknown): HttpResponse {
  return ok(url, JSON.stringify(json));
}

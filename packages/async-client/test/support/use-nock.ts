// The nock scaffolding the tests of complete 200 answers share: no real
// connection, interceptors dropped after each test, nock undone after the
// file; `answer` records what each intercepted request sent.
import { afterAll, afterEach } from '@jest/globals';
import nock from 'nock';
import { ORIGIN } from './payloads.js';

/** A request nock intercepted: its raw path and query, and its headers. */
export interface InterceptedRequest {
  readonly path: string;
  readonly headers: Record<string, unknown>;
}

/** What `useNock()` hands a test file. */
export interface NockFixture {
  /** The requests `answer` intercepted since the last test (or `forget()`), in order. */
  readonly seen: InterceptedRequest[];
  /** The raw paths of `seen`. */
  paths(): string[];
  /** Empties `seen`. */
  forget(): void;
  /** Answers the next GET to the instance, whatever its path, with `body` (JSON unless a string), and records it. */
  answer(body: unknown): nock.Scope;
  /** An interceptor for any GET, to prove that none was sent. */
  trap(): nock.Scope;
}

/** Disables real connections for the calling test file and registers nock's clean-up hooks. */
export function useNock(): NockFixture {
  const seen: InterceptedRequest[] = [];
  nock.disableNetConnect();
  afterEach(() => {
    nock.cleanAll();
    seen.length = 0;
  });
  afterAll(() => {
    nock.restore();
    nock.enableNetConnect();
  });
  return {
    seen,
    paths: () => seen.map((request) => request.path),
    forget: () => {
      seen.length = 0;
    },
    answer: (body) =>
      nock(ORIGIN)
        .get(() => true)
        .reply(function (path) {
          seen.push({ path, headers: this.req.headers });
          return [200, typeof body === 'string' ? body : JSON.stringify(body), { 'content-type': 'application/json' }];
        }),
    trap: () =>
      nock(ORIGIN)
        .get(() => true)
        .reply(200, '[]'),
  };
}

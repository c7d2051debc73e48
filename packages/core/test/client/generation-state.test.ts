import { describe, expect, it } from '@jest/globals';
import { GenerationState, explainGenerationFailure, isNotOfferedError } from '../../src/client/generation-state.js';
import { ScreencapOperations } from '../../src/client/operations.js';
import { APIPageStatusError } from '../../src/errors/api-page-status-error.js';
import type { GenerationOption } from '../../src/instances/generation.js';
import { isNeeds2026Error } from '../../src/instances/generation.js';
import type { ScreencapJson } from '../../src/schemas/screencap.js';
import type { HttpRequest } from '../../src/shared/http.js';
import { caption2026, classicCaption, searchResults2026 } from '../support/payloads.js';
import { okJson, SOURCE, TestScreencap } from '../support/operations.js';

const BASE = SOURCE.url;

/** Operations on a state of `option`, with the lines they would log. */
function withState(option: GenerationOption) {
  const state = new GenerationState(option);
  const logged: string[] = [];
  const ops = new ScreencapOperations(SOURCE, (json: ScreencapJson) => new TestScreencap({ ...SOURCE, generation: state.current }, json), state, (line) => logged.push(line));
  return { state, logged, ops };
}

function statusError(request: HttpRequest, pageStatus: number): APIPageStatusError {
  return new APIPageStatusError({ method: request.method, url: request.url, pageStatus, statusText: pageStatus === 404 ? 'Not Found' : 'Gone', body: 'x' });
}

const gifRequest: HttpRequest = { method: 'GET', url: `${BASE}gif/S05E01/1000/4000.gif?b64lines=SGk%3D`, expect: 'final-url' };

describe('GenerationState', () => {
  it("'auto' works as classic until a sign, then as 2026 for good, switching once", () => {
    const state = new GenerationState('auto');
    expect([state.current, state.unsure, state.fixedClassic]).toEqual(['classic', true, false]);
    expect(state.observe()).toBe(true);
    expect([state.current, state.unsure]).toEqual(['2026', false]);
    expect(state.observe()).toBe(false);
    expect(state.current).toBe('2026');
  });

  it('an explicit generation never changes', () => {
    for (const option of ['classic', '2026'] as const) {
      const state = new GenerationState(option);
      expect(state.observe()).toBe(false);
      expect(state.current).toBe(option);
      expect(state.unsure).toBe(false);
    }
    expect(new GenerationState('classic').fixedClassic).toBe(true);
  });
});

describe('signs in answers, read by the operations', () => {
  it('a caption answer with top-level MinTimestamp/MaxTimestamp switches an auto client before its screencap is built, logged once', () => {
    const { state, logged, ops } = withState('auto');
    const first = ops.screencap({ episode: 'S05E01', timestamp: 200160 });
    expect(first.request.url).toBe(`${BASE}api/caption?e=S05E01&t=200160`);
    const screencap = first.parse(okJson(first.request.url, caption2026()));
    expect(state.current).toBe('2026');
    // Built after the switch: its still is a comic/img link.
    expect(screencap.getMemeUrl('Hi')).toMatch(/^https:\/\/frinkiac\.com\/comic\/img\?b64=/);
    expect(logged).toEqual([
      `${BASE} runs the 2026 generation of the service (top-level MinTimestamp/MaxTimestamp in its answer to api/caption): this 'auto' client works as '2026' from now on, and the links it builds are 2026 ones (comic/img stills, rendered clips)`,
    ]);
    // From now on the caption request asks for Nearby, as a 2026 client's does; no second log line.
    const second = ops.screencap({ episode: 'S05E01', timestamp: 200160 });
    expect(second.request.url).toBe(`${BASE}api/caption?e=S05E01&t=200160&nearby=1`);
    second.parse(okJson(second.request.url, { ...caption2026(), Nearby: [] }));
    expect(logged).toHaveLength(1);
  });

  it('a random answer with the timestamps names api/random', () => {
    const { logged, ops } = withState('auto');
    const random = ops.random();
    random.parse(okJson(random.request.url, caption2026()));
    expect(logged[0]).toMatch(/in its answer to api\/random\)/);
  });

  it('search results with Content switch it', () => {
    const { state, logged, ops } = withState('auto');
    const search = ops.search('impossible');
    search.parse(okJson(search.request.url, searchResults2026()));
    expect(state.current).toBe('2026');
    expect(logged[0]).toMatch(/\(Content on the items of its answer to api\/search\)/);
  });

  it('classic answers show no sign', () => {
    const { state, logged, ops } = withState('auto');
    const caption = ops.screencap({ episode: 'S05E01', timestamp: 200160 });
    caption.parse(okJson(caption.request.url, classicCaption()));
    const search = ops.search('impossible');
    search.parse(okJson(search.request.url, [{ Id: 1, Episode: 'S05E01', Timestamp: 200160 }]));
    expect(state.current).toBe('classic');
    expect(logged).toEqual([]);
  });

  it('an explicit classic client stays classic whatever it reads', () => {
    const { state, logged, ops } = withState('classic');
    const caption = ops.screencap({ episode: 'S05E01', timestamp: 200160 });
    caption.parse(okJson(caption.request.url, caption2026()));
    expect(state.current).toBe('classic');
    expect(logged).toEqual([]);
  });
});

describe('2026-only operations', () => {
  it("on a 'classic' client: a TypeError naming the operation and the generation, before a request is built", () => {
    const { ops } = withState('classic');
    const job = { key: 'S05E01', start: 0, end: 1000, overlays: [] };
    const calls: [string, () => unknown][] = [
      ['discover', () => ops.discover()],
      ['navigator', () => ops.navigator()],
      ['getTranscript', () => ops.transcript('S05E01', 1)],
      ['renderGif', () => ops.render('gif', job)],
      ['renderMp4', () => ops.renderCheck('mp4', job)],
    ];
    for (const [name, call] of calls) {
      let thrown: unknown;
      try {
        call();
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(TypeError);
      expect((thrown as Error).message).toBe(`${name} needs the 2026 generation of the service; this client is set to 'classic' (give it generation: '2026' or 'auto' if ${BASE} runs the 2026 one)`);
      expect(isNeeds2026Error(thrown)).toBe(true);
    }
  });

  it("on an 'auto' client not yet sure: the request is built (its answer tells)", () => {
    const { ops } = withState('auto');
    expect(ops.discover().request.url).toBe(`${BASE}api/discover`);
    expect(ops.transcript('S05E01', 1).request.url).toBe(`${BASE}api/transcript?e=S05E01&t=1`);
  });
});

describe('explainGenerationFailure', () => {
  it("a 404 of a 2026-only endpoint on an unsure 'auto' client says the instance does not offer the operation, as an APIPageStatusError 404", () => {
    const { state, ops } = withState('auto');
    const request = ops.discover().request;
    const original = statusError(request, 404);
    const explained = ops.explainFailure(request, original) as APIPageStatusError;
    expect(explained).toBeInstanceOf(APIPageStatusError);
    expect(explained.pageStatus).toBe(404);
    expect(explained.url).toBe(`${BASE}api/discover`);
    expect(explained.cause).toBe(original);
    expect(explained.message).toBe(
      `GET ${BASE}api/discover answered 404 Not Found: ${BASE} does not offer discover (api/discover is an endpoint of the 2026 generation of the service, and this 'auto' client has seen no 2026 answer from the instance, which likely runs the classic one)`,
    );
    expect(isNotOfferedError(explained)).toBe(true);
    expect(isNotOfferedError(original)).toBe(false);
    expect(state.current).toBe('classic');
  });

  it('a 404 of the transcript also allows for an unknown episode', () => {
    const { ops } = withState('auto');
    const request = ops.transcript('S99E99', 1).request;
    expect((ops.explainFailure(request, statusError(request, 404)) as Error).message).toMatch(/does not offer getTranscript .*, or it has no such episode\)$/);
  });

  it('a 404 of a 2026-only endpoint is left as it is on a 2026 client, and once an auto client is sure', () => {
    const request: HttpRequest = { method: 'GET', url: `${BASE}api/discover`, expect: 'json' };
    for (const state of [new GenerationState('2026'), (() => { const auto = new GenerationState('auto'); auto.observe(); return auto; })()]) {
      const original = statusError(request, 404);
      expect(explainGenerationFailure(state, BASE, request, original, () => undefined)).toBe(original);
    }
  });

  it("a 404 of another endpoint (a key the instance does not know) is left as it is", () => {
    const { ops } = withState('auto');
    const request = ops.screencap({ episode: 'S99E99', timestamp: 1 }).request;
    const original = statusError(request, 404);
    expect(ops.explainFailure(request, original)).toBe(original);
  });

  it("a 410 of a classic gif/, mp4/ or meme/ link of the instance switches an 'auto' client, logged once", () => {
    for (const path of ['gif/S05E01/1000/4000.gif', 'mp4/S05E01/1000/4000.mp4', 'meme/S05E01/1000.jpg']) {
      const { state, logged, ops } = withState('auto');
      const request: HttpRequest = { method: 'GET', url: `${BASE}${path}`, expect: 'final-url' };
      const explained = ops.explainFailure(request, statusError(request, 410)) as APIPageStatusError;
      expect(explained).toBeInstanceOf(APIPageStatusError);
      expect(explained.pageStatus).toBe(410);
      expect(explained.message).toMatch(/runs the 2026 generation of the service, where classic gif\/, mp4\/ and meme\/ links are gone$/);
      expect(state.current).toBe('2026');
      expect(logged).toEqual([expect.stringContaining(`(410 Gone to a classic ${path.split('/')[0]!}/ link)`)]);
    }
  });

  it("on a 'classic' client a 410 stays an error, its message hinting at the 2026 generation", () => {
    const { state, logged, ops } = withState('classic');
    const explained = ops.explainFailure(gifRequest, statusError(gifRequest, 410)) as APIPageStatusError;
    expect(explained.pageStatus).toBe(410);
    expect(explained.message).toBe(
      `GET ${gifRequest.url} answered 410 Gone: ${BASE} looks like it runs the 2026 generation of the service, where classic gif/, mp4/ and meme/ links are gone; this client is set to 'classic' (give it generation: '2026' or 'auto')`,
    );
    expect(state.current).toBe('classic');
    expect(logged).toEqual([]);
  });

  it('a 410 of another origin, or of another path, says nothing of this instance', () => {
    const { state, ops } = withState('auto');
    for (const url of ['https://elsewhere.example/gif/S05E01/1000/4000.gif', `${BASE}img/S05E01/1000.jpg`]) {
      const request: HttpRequest = { method: 'GET', url, expect: 'media' };
      const original = statusError(request, 410);
      expect(ops.explainFailure(request, original)).toBe(original);
    }
    expect(state.current).toBe('classic');
  });

  it('a gif link that redirects to a video/ file answering 410: what answered is no classic link, so no sign', () => {
    const { state, ops } = withState('auto');
    const original = new APIPageStatusError({ method: 'GET', url: `${BASE}video/S05E01/gone.gif`, pageStatus: 410, statusText: 'Gone' });
    expect(ops.explainFailure(gifRequest, original)).toBe(original);
    expect(state.current).toBe('classic');
  });

  it('anything that is not a status error comes back as it is', () => {
    const { ops } = withState('auto');
    const failure = new Error('boom');
    expect(ops.explainFailure(gifRequest, failure)).toBe(failure);
  });
});

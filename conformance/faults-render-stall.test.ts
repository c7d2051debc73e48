/**
 * A render always ends (typescript-api.md, "The live service"): `timeout`
 * bounds the wait for the answer's head and then each wait for the render's
 * progress to grow; `renderTimeout` bounds the whole render. Against the three
 * servers that once kept a render waiting for ever (the fake service's
 * `never-ending` fault): one repeating the same progress line, one trickling
 * a byte at a time without completing a line, one trickling within a
 * `Content-Length`. Both flavours, gif and mp4; a render is never sent again.
 */
import { describe, expect, it } from '@jest/globals';
import { APITimeoutError, type ClientOptions } from '@screencap/core/internal';
import type { NeverEndingPattern } from '@screencap/fake-service';
import { useFakeService } from './support/fake-service.js';
import { failureOf } from './support/faults.js';
import { FLAVOURS } from './support/flavours.js';
import { countOf, RENDER_RANGE } from './support/hostile.js';
import { client2026, MODE_2026, renderEndpoint, renderRequestUrl } from './support/y2026.js';

const fake = useFakeService(MODE_2026);

/** Retries left on: a render that times out must still be sent only once. */
const OPTIONS: ClientOptions = { timeout: 0.3, attemptTimeout: 5, maxRetries: 2, maxRetryDelay: 0.01 };

/** Each pattern sends something well within `timeout`, so only the progress rule can end the call. */
const STALLS: readonly { pattern: NeverEndingPattern; intervalMs: number }[] = [
  { pattern: 'repeat-progress', intervalMs: 50 },
  { pattern: 'byte-trickle', intervalMs: 50 },
  { pattern: 'trickle-within-length', intervalMs: 20 },
];

/** A render of about 0.7 s whose progress keeps growing: 24 bytes of the normal stream every 100 ms. */
const SLOW_PROGRESS = { kind: 'slow-body', chunkDelayMs: 100, chunkSize: 24 } as const;

describe.each(FLAVOURS)('$name flavour', (flavour) => {
  describe.each(['gif', 'mp4'] as const)('%s', (format) => {
    const endpoint = renderEndpoint(format);
    const render = async (
      options: ClientOptions,
      callOptions?: Record<string, unknown>,
      renderOptions: Record<string, unknown> = {},
    ): Promise<Error & Record<string, unknown>> => {
      const client = client2026(flavour, fake().url, options);
      try {
        return await failureOf(
          flavour.call(() =>
            format === 'gif' ? client.renderGif(RENDER_RANGE, renderOptions, callOptions) : client.renderMp4(RENDER_RANGE, renderOptions, callOptions),
          ),
        );
      } finally {
        client.close();
      }
    };

    it.each(STALLS)('$pattern -> APITimeoutError body after timeout without growing progress, sent once', async ({ pattern, intervalMs }) => {
      await fake().injectFault({ endpoint, kind: 'never-ending', pattern, intervalMs, times: Infinity });
      const error = await render(OPTIONS);
      expect(error).toBeInstanceOf(APITimeoutError);
      expect(error).toMatchObject({ name: 'APITimeoutError', phase: 'body', timeout: 0.3, method: 'POST', url: renderRequestUrl(fake().url, format), attempts: 1 });
      expect(await countOf(fake(), endpoint)).toBe(1);
    });

    it('repeat-progress with a renderTimeout shorter than timeout -> APITimeoutError render', async () => {
      await fake().injectFault({ endpoint, kind: 'never-ending', pattern: 'repeat-progress', intervalMs: 50, times: Infinity });
      const error = await render({ ...OPTIONS, timeout: 5, renderTimeout: 0.4 });
      expect(error).toBeInstanceOf(APITimeoutError);
      expect(error).toMatchObject({ phase: 'render', timeout: 0.4, method: 'POST', url: renderRequestUrl(fake().url, format), attempts: 1 });
      expect(error.message).toContain('timed out after 0.4 s for the whole render');
      expect(await countOf(fake(), endpoint)).toBe(1);
    });

    // The probe (`check_only`) is a JSON request, so the progress rule does not
    // apply to it; renderTimeout bounds it with the render, not attemptTimeout
    // (5 s, three attempts here), which a stalled probe would run out first.
    it.each(STALLS)('$pattern on the probe (probe: true) -> APITimeoutError render within renderTimeout', async ({ pattern, intervalMs }) => {
      await fake().injectFault({ endpoint, kind: 'never-ending', pattern, intervalMs, times: Infinity });
      const error = await render({ ...OPTIONS, renderTimeout: 0.6 }, undefined, { probe: true });
      expect(error).toBeInstanceOf(APITimeoutError);
      expect(error).toMatchObject({ phase: 'render', timeout: 0.6, method: 'POST', url: renderRequestUrl(fake().url, format) });
      const sent = (await fake().requests()).filter((entry) => entry.endpoint === endpoint);
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.map((entry) => entry.render)).toEqual(sent.map(() => [expect.objectContaining({ check_only: true })]));
    });

    it('a render that progresses for longer than renderTimeout -> APITimeoutError render, sent once', async () => {
      await fake().injectFault({ endpoint, ...SLOW_PROGRESS, times: Infinity });
      const error = await render({ ...OPTIONS, timeout: 2, renderTimeout: 0.3 });
      expect(error).toBeInstanceOf(APITimeoutError);
      expect(error).toMatchObject({ phase: 'render', timeout: 0.3, attempts: 1 });
      expect(await countOf(fake(), endpoint)).toBe(1);
    });

    it('renderTimeout as a call option overrides the client option', async () => {
      await fake().injectFault({ endpoint, ...SLOW_PROGRESS, times: Infinity });
      const error = await render({ ...OPTIONS, timeout: 2 }, { renderTimeout: 0.3 });
      expect(error).toMatchObject({ name: 'APITimeoutError', phase: 'render', timeout: 0.3, attempts: 1 });
      expect(await countOf(fake(), endpoint)).toBe(1);
    });
  });

  it.each([0, -1, Number.NaN, '5'])('renderTimeout %p -> an error before any request (client and call option)', async (value) => {
    expect(() => client2026(flavour, fake().url, { renderTimeout: value as number })).toThrow(/renderTimeout/);
    const client = client2026(flavour, fake().url);
    try {
      const error = await failureOf(flavour.call(() => client.renderGif(RENDER_RANGE, {}, { renderTimeout: value })));
      expect(error.name).toMatch(/^(TypeError|RangeError)$/);
      expect(error.message).toContain('renderTimeout');
    } finally {
      client.close();
    }
    expect(await countOf(fake(), 'render-gif')).toBe(0);
  });
});

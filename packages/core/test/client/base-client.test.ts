import { describe, expect, it } from '@jest/globals';
import { encodeCaption } from '../../src/caption/encode-caption.js';
import { formatCaption } from '../../src/caption/format-caption.js';
import { jsonToCaption } from '../../src/caption/json-to-caption.js';
import { shortenCaption } from '../../src/caption/shorten-caption.js';
import { BaseScreencapClient } from '../../src/client/base-client.js';
import type { ScreencapOperations } from '../../src/client/operations.js';
import type { ClientOptions } from '../../src/client/options.js';
import { definePreset } from '../../src/client/presets.js';
import { INSTANCES } from '../../src/instances/instances.js';
import { DEFAULT_MEDIA_USER_AGENT } from '../../src/urls/media-request.js';
import { BaseScreencap } from '../../src/models/base-screencap.js';
import type { ScreencapJson } from '../../src/schemas/screencap.js';
import { catchError } from '../support/catch-error.js';
import { classicCaption } from '../support/payloads.js';

class TestScreencap extends BaseScreencap<TestClient> {}

/** The smallest flavour: one extra option key, operations exposed. */
class TestClient extends BaseScreencapClient<TestScreencap> {
  constructor(url: string, title: string, options?: ClientOptions & { fetch?: unknown }) {
    super(url, title, options, ['fetch']);
  }

  protected createScreencap(json: ScreencapJson): TestScreencap {
    return new TestScreencap(this, json);
  }

  get ops(): ScreencapOperations<TestScreencap> {
    return this.operations;
  }
}

describe('BaseScreencapClient', () => {
  it('normalizes the address and lists the endpoint URLs', () => {
    const client = new TestClient('https://frinkiac.com', 'The Simpsons');
    expect(client.url).toBe('https://frinkiac.com/');
    expect(client.title).toBe('The Simpsons');
    expect(client.randomUrl).toBe('https://frinkiac.com/api/random');
    expect(client.captionUrl).toBe('https://frinkiac.com/api/caption');
    expect(client.searchUrl).toBe('https://frinkiac.com/api/search');
    expect(client.framesUrl).toBe('https://frinkiac.com/api/frames');
    expect(client.nearbyUrl).toBe('https://frinkiac.com/api/nearby');
    expect(client.episodeUrl).toBe('https://frinkiac.com/api/episode');
  });

  it('resolves its options, flavour keys accepted', () => {
    expect(new TestClient('https://frinkiac.com/', 'The Simpsons').options.timeout).toBe(15);
    const client = new TestClient('https://frinkiac.com/', 'The Simpsons', { timeout: 2.5, fetch: () => undefined });
    expect(client.options).toEqual({
      timeout: 2.5,
      attemptTimeout: 60,
      renderTimeout: 300,
      maxRetries: 2,
      maxRetryDelay: 30,
      maxResponseBytes: 10485760,
      userAgent: undefined,
      // Downloads present a browser's, which the CDN wants.
      mediaUserAgent: DEFAULT_MEDIA_USER_AGENT,
      generation: '2026',
      cache: true,
      logLevel: 'off',
      // Frinkiac's host: the default rate of the public instances.
      rateLimit: 2,
    });
  });

  it('speaks the 2026 generation to the live hosts and classic to any other, unless told', () => {
    expect(new TestClient('https://frinkiac.com/', 'x').generation).toBe('2026');
    expect(new TestClient('https://www.morbotron.com', 'x').generation).toBe('2026');
    expect(new TestClient('https://CAPITALBEAT.US/', 'x').generation).toBe('2026');
    expect(new TestClient('https://masterofallscience.com/', 'x').generation).toBe('classic');
    expect(new TestClient('http://127.0.0.1:8080/', 'x').generation).toBe('classic');
    expect(new TestClient('https://frinkiac.com.example/', 'x').generation).toBe('classic');
    expect(new TestClient('https://frinkiac.com/', 'x', { generation: 'classic' }).generation).toBe('classic');
    const local = new TestClient('http://127.0.0.1:8080/', 'x', { generation: '2026' });
    expect(local.generation).toBe('2026');
    expect(local.options.generation).toBe('2026');
  });

  it('refuses a generation that does not exist', () => {
    expect(catchError(RangeError, () => new TestClient('https://frinkiac.com/', 'x', { generation: '2027' as never })).message).toBe(
      "generation must be 'classic', '2026' or 'auto', got \"2027\"",
    );
    expect(() => new TestClient('https://frinkiac.com/', 'x', { generation: 2026 as never })).toThrow(TypeError);
  });

  it('checks a client-wide caption style when it is built', () => {
    const client = new TestClient('https://frinkiac.com/', 'x', { captionStyle: { font: 'impact', allCaps: true } });
    expect(client.options.captionStyle).toEqual({ font: 'impact', allCaps: true });
    expect(() => new TestClient('https://frinkiac.com/', 'x', { captionStyle: 'impact' as never })).toThrow(TypeError);
    expect(() => new TestClient('https://frinkiac.com/', 'x', { captionStyle: { size: 500 } })).toThrow(RangeError);
    expect(catchError(TypeError, () => new TestClient('https://frinkiac.com/', 'x', { captionStyle: { colour: 'red' } as never })).message).toContain(
      'Unknown captionStyle option "colour"',
    );
  });

  it('refuses a bad address, title or option', () => {
    expect(() => new TestClient('frinkiac.com', 'The Simpsons')).toThrow(TypeError);
    expect(() => new TestClient('https://frinkiac.com/?q=1', 'The Simpsons')).toThrow(RangeError);
    expect(catchError(TypeError, () => new TestClient('https://frinkiac.com/', 42 as never)).message).toBe(
      'title must be a string, got 42',
    );
    expect(catchError(TypeError, () => new TestClient('https://frinkiac.com/', 'x', { tiemout: 1 } as never)).message).toContain(
      'Unknown client option "tiemout"',
    );
    expect(catchError(RangeError, () => new TestClient('https://frinkiac.com/', 'x', { timeout: -1 })).message).toContain(
      'timeout',
    );
  });

  it('has the caption helpers as static members', () => {
    expect(TestClient.jsonToCaption).toBe(jsonToCaption);
    expect(TestClient.formatCaption).toBe(formatCaption);
    expect(TestClient.shortenCaption).toBe(shortenCaption);
    expect(TestClient.encodeCaption).toBe(encodeCaption);
    expect(TestClient.encodeCaption('>>>?')).toBe('Pj4-Pw==');
  });

  it('runs its operations on its own address and builds its own screencaps', () => {
    const client = new TestClient('http://localhost:8080/frinkiac', 'The Simpsons');
    const operation = client.ops.screencap({ episode: 'S05E01', timestamp: 200160 });
    expect(operation.request.url).toBe('http://localhost:8080/frinkiac/api/caption?e=S05E01&t=200160');
    const screencap = operation.parse({
      url: operation.request.url,
      finalUrl: operation.request.url,
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(classicCaption()),
      attempts: 1,
    });
    expect(screencap).toBeInstanceOf(TestScreencap);
    expect(screencap.getImageUrl()).toBe('http://localhost:8080/frinkiac/img/S05E01/200160.jpg');
  });

  it('makes presets with definePreset', () => {
    const Morbotron = definePreset(TestClient, INSTANCES.morbotron);
    const client = new Morbotron({ timeout: 4 });
    expect(client).toBeInstanceOf(TestClient);
    expect(client).toBeInstanceOf(BaseScreencapClient);
    expect(client.url).toBe('https://morbotron.com/');
    expect(client.title).toBe('Futurama');
    expect(client.options.timeout).toBe(4);
    expect(client.randomUrl).toBe('https://morbotron.com/api/random');
    expect(Morbotron.name).toBe('Morbotron');
  });
});

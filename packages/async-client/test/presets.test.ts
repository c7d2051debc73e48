import { afterEach, describe, expect, it } from '@jest/globals';
import { encodeCaption, formatCaption, jsonToCaption, shortenCaption } from '@screencap/core/internal';
import nock from 'nock';
import { ScreencapClient } from '../src/client.js';
import { CapitalBeatUs, Frinkiac, FrinkiHams, GoodGodLemon, MasterOfAllScience, Morbotron } from '../src/presets.js';
import { DEFAULT_USER_AGENT, searchJson } from './support/payloads.js';
import { useNock } from './support/use-nock.js';

useNock();
const clients: ScreencapClient[] = [];

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

const PRESETS = [
  [Frinkiac, 'Frinkiac', 'https://frinkiac.com/', 'The Simpsons'],
  [Morbotron, 'Morbotron', 'https://morbotron.com/', 'Futurama'],
  [MasterOfAllScience, 'MasterOfAllScience', 'https://masterofallscience.com/', 'Rick and Morty'],
  [GoodGodLemon, 'GoodGodLemon', 'https://goodgodlemon.com/', '30 Rock'],
  [CapitalBeatUs, 'CapitalBeatUs', 'https://capitalbeat.us/', 'West Wing'],
  [FrinkiHams, 'FrinkiHams', 'https://frinkihams.com/', 'Steamed Hams'],
] as const;

describe.each(PRESETS)('%p', (Preset, name, url, title) => {
  it(`is the class ${name}, a client of ${url} (${title})`, () => {
    const client = new Preset();
    clients.push(client);
    expect(Preset.name).toBe(name);
    expect(client).toBeInstanceOf(Preset);
    expect(client).toBeInstanceOf(ScreencapClient);
    expect(client.url).toBe(url);
    expect(client.title).toBe(title);
    expect(client.randomUrl).toBe(`${url}api/random`);
    expect(client.searchUrl).toBe(`${url}api/search`);
    expect(Preset.instance).toMatchObject({ name, url, title });
  });

  it('passes its options through', () => {
    const client = new Preset({ timeout: 3, maxRetries: 5, userAgent: 'preset-test' });
    clients.push(client);
    expect(client.options).toMatchObject({ timeout: 3, maxRetries: 5, userAgent: 'preset-test', maxRetryDelay: 30 });
  });

  it('checks its options like the client does', () => {
    expect(() => new Preset({ timeout: -1 })).toThrow(RangeError);
    expect(() => new Preset({ timout: 1 } as never)).toThrow(TypeError);
    expect(() => new Preset({ fetch: 'fetch' } as never)).toThrow(TypeError);
    // A url where the options go is refused, not taken for options.
    expect(() => new (Preset as unknown as new (url: string) => ScreencapClient)('https://example.com/')).toThrow(TypeError);
  });

  it('has the static caption helpers', () => {
    // The preset's type (core's PresetClass) does not declare the inherited statics; they are there at run time.
    const statics = Preset as unknown as typeof ScreencapClient;
    expect(statics.jsonToCaption).toBe(jsonToCaption);
    expect(statics.formatCaption).toBe(formatCaption);
    expect(statics.shortenCaption).toBe(shortenCaption);
    expect(statics.encodeCaption).toBe(encodeCaption);
  });

  it('sends its requests to its instance, with the userAgent option', async () => {
    let userAgent: unknown;
    const scope = nock(url)
      .get('/api/search?q=hello%20world')
      .reply(function () {
        userAgent = this.req.headers['user-agent'];
        return [200, JSON.stringify(searchJson()), { 'content-type': 'application/json' }];
      });
    const client = new Preset({ userAgent: 'preset-test/1' });
    clients.push(client);
    const frames = await client.search('hello world');
    expect(scope.isDone()).toBe(true);
    expect(userAgent).toBe(`${DEFAULT_USER_AGENT} preset-test/1`);
    expect(frames[0].imageUrl).toBe(`${url}img/S05E01/200160.jpg`);
  });
});

it('Frinkiac.encodeCaption is callable on the preset class', () => {
  expect((Frinkiac as unknown as typeof ScreencapClient).encodeCaption("D'oh!\nWoo-hoo!")).toBe('RCdvaCEKV29vLWhvbyE=');
});

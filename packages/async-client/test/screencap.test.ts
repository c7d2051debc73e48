// AsyncScreencap against nock: getGifUrl/getMp4Url ask the frames endpoint
// for the clip window and build the URL from what it finds.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { BaseScreencap, NoFramesFound, ScreencapError } from '@screencap/core/internal';
import { ScreencapClient } from '../src/client.js';
import { AsyncScreencap } from '../src/screencap.js';
import { BASE, framesJson, screencapJson } from './support/payloads.js';
import { useNock } from './support/use-nock.js';

// "Me fail English? That's\nunpossible!" (the screencap's own caption, formatted), encoded.
const OWN_CAPTION = 'TWUgZmFpbCBFbmdsaXNoPyBUaGF0J3MKdW5wb3NzaWJsZSE%3D';

const { paths, forget, answer, trap } = useNock();
let client: ScreencapClient;
let screencap: AsyncScreencap;

beforeEach(async () => {
  // The interface's gif URLs: a classic instance (frinkiac.com itself now runs the 2026 service).
  client = new ScreencapClient(BASE, 'The Simpsons', { generation: 'classic', rateLimit: false });
  answer(screencapJson());
  screencap = await client.getScreencap('S05E01', 200160);
  forget();
});
afterEach(() => {
  client.close();
});

describe('fields and local operations', () => {
  it('is an AsyncScreencap and a BaseScreencap', () => {
    expect(screencap).toBeInstanceOf(AsyncScreencap);
    expect(screencap).toBeInstanceOf(BaseScreencap);
  });

  it('knows its nearby frames, its real timestamp and its image', () => {
    expect(screencap.nearby.map((frame) => frame.timestamp)).toEqual([199960, 200160]);
    expect(screencap.getRealTimestamp()).toBe('03:20');
    expect(screencap.getImageUrl()).toBe('https://frinkiac.com/img/S05E01/200160.jpg');
  });

  it('builds the meme URL from its own caption, formatted, or from a caption as given (classic instance)', () => {
    expect(screencap.getMemeUrl()).toBe(`https://frinkiac.com/meme/S05E01/200160.jpg?b64lines=${OWN_CAPTION}`);
    expect(screencap.getMemeUrl('Hi & bye #1 +%')).toBe('https://frinkiac.com/meme/S05E01/200160.jpg?b64lines=SGkgJiBieWUgIzEgKyU%3D');
  });

  it('builds a one-panel comic link instead on frinkiac.com, a 2026 instance by default', () => {
    const live = new ScreencapClient(BASE, 'The Simpsons');
    expect(new AsyncScreencap(live, screencap.json).getMemeUrl()).toMatch(/^https:\/\/frinkiac\.com\/comic\/img\?b64=[\w-]+(%3D)*$/);
    live.close();
  });
});

describe.each(['gif', 'mp4'] as const)('get%sUrl', (format) => {
  const method = format === 'gif' ? 'getGifUrl' : 'getMp4Url';

  it('asks for the frames from 3000 ms before to 4000 ms after, and spans the first to the last', async () => {
    answer(framesJson());
    const url = await screencap[method]();
    expect(paths()).toEqual(['/api/frames/S05E01/200160/3000/4000']);
    expect(url).toBe(`https://frinkiac.com/${format}/S05E01/197160/204160.${format}?b64lines=${OWN_CAPTION}`);
  });

  it('uses a caption given as given (not formatted, not shortened)', async () => {
    answer(framesJson());
    const url = await screencap[method]({ caption: 'Hi & bye #1 +%' });
    expect(url).toBe(`https://frinkiac.com/${format}/S05E01/197160/204160.${format}?b64lines=SGkgJiBieWUgIzEgKyU%3D`);
    answer(framesJson());
    const long = await screencap[method]({ caption: "Me fail English? That's unpossible! Maybe" });
    expect(long).toBe(
      `https://frinkiac.com/${format}/S05E01/197160/204160.${format}?b64lines=TWUgZmFpbCBFbmdsaXNoPyBUaGF0J3MgdW5wb3NzaWJsZSEgTWF5YmU%3D`,
    );
  });

  it('takes before and after', async () => {
    answer([{ Id: 1, Episode: 'S05E01', Timestamp: 200160 }]);
    const url = await screencap[method]({ before: 0, after: 1500, caption: '' });
    expect(paths()).toEqual(['/api/frames/S05E01/200160/0/1500']);
    expect(url).toBe(`https://frinkiac.com/${format}/S05E01/200160/200160.${format}`);
  });

  it('rejects with NoFramesFound when the window holds no frame', async () => {
    answer([]);
    const call = screencap[method]();
    await expect(call).rejects.toBeInstanceOf(NoFramesFound);
    await expect(call).rejects.toBeInstanceOf(ScreencapError);
    await expect(call).rejects.toMatchObject({ window: { key: 'S05E01', timestamp: 200160, before: 3000, after: 4000 } });
  });

  it.each<[unknown, typeof TypeError | typeof RangeError]>([
    ['a caption', TypeError],
    [{ caption: 42 }, TypeError],
    [{ before: -1 }, RangeError],
    [{ after: 1.5 }, RangeError],
    [{ before: '3000' }, RangeError],
  ])('rejects the options %p before any request', async (options, errorClass) => {
    const scope = trap();
    const call = screencap[method](options as never);
    expect(call).toBeInstanceOf(Promise);
    await expect(call).rejects.toThrow(errorClass);
    expect(scope.isDone()).toBe(false);
  });

  it('passes call options to the frames request', async () => {
    const scope = trap();
    await expect(screencap[method](undefined, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'APIUserAbortError',
      url: 'https://frinkiac.com/api/frames/S05E01/200160/3000/4000',
    });
    await expect(screencap[method]({}, { timout: 1 } as never)).rejects.toThrow(TypeError);
    expect(scope.isDone()).toBe(false);
  });
});

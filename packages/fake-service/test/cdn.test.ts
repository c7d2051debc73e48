import { describe, expect, it } from '@jest/globals';
import { catalogue2026 } from '../src/catalogue/catalogue.js';
import { renamedFrames } from '../src/catalogue/renamed.js';
import { encodeCaption } from './support/http.js';
import { useService } from './support/use-service.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const payload = Buffer.from(JSON.stringify([{ e: 'S01E01', ts: 1000 }])).toString('base64url');

describe('the CDN (mode 2026, on by default)', () => {
  const service = useService({ mode: '2026', cdn: undefined });
  const paths = ['img/S01E01/1000.jpg', 'img/S01E01/1000/medium.jpg', `comic/img?b64=${payload}`];

  it.each(paths)('%s: 403 without a browser User-Agent and the site as Referer', async (path) => {
    const url = `${service().url}${path}`;
    expect((await fetch(url)).status).toBe(403);
    expect((await fetch(url, { headers: { 'user-agent': BROWSER } })).status).toBe(403);
    expect((await fetch(url, { headers: { referer: service().url } })).status).toBe(403);
    expect((await fetch(url, { headers: { 'user-agent': BROWSER, referer: 'https://elsewhere.example/' } })).status).toBe(403);
    const served = await fetch(url, { headers: { 'user-agent': BROWSER, referer: service().url } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('JSON endpoints are not guarded', async () => {
    expect((await fetch(`${service().url}api/caption?e=S01E01&t=1000`)).status).toBe(200);
  });

  it('logs the 403', async () => {
    await service().clearRequests();
    await fetch(`${service().url}img/S01E01/1000.jpg`);
    expect((await service().requests()).map((entry) => [entry.endpoint, entry.status])).toEqual([['img', 403]]);
  });
});

describe('the CDN in classic mode: off by default, on when asked', () => {
  const plain = useService({ mode: 'classic', cdn: undefined });
  const guarded = useService({ mode: 'classic', cdn: true });
  const meme = `meme/S01E01/1000.jpg?b64lines=${encodeCaption('Hi')}`;

  it('serves a bare client by default', async () => {
    expect((await fetch(`${plain().url}${meme}`)).status).toBe(200);
  });

  it('guards memes with cdn: true', async () => {
    expect((await fetch(`${guarded().url}${meme}`)).status).toBe(403);
  });
});

describe('renamed mode', () => {
  const service = useService({ mode: '2026', renamed: true });
  const gone = renamedFrames(catalogue2026);

  it('drops every fifth frame of each episode', () => {
    const [entry] = catalogue2026.episodes;
    expect(gone.filter((frame) => frame.Episode === entry?.episode.Key)).toEqual(entry?.frames.filter((_frame, index) => index % 5 === 2));
  });

  it('a caption request at a gone frame answers 404; next to it, the nearest frame that is left', async () => {
    const frame = gone[0];
    if (frame === undefined) throw new Error('no renamed frame');
    expect((await fetch(`${service().url}api/caption?e=${frame.Episode}&t=${frame.Timestamp}`)).status).toBe(404);
    const near = (await (await fetch(`${service().url}api/caption?e=${frame.Episode}&t=${frame.Timestamp + 1}`)).json()) as { Frame: { Timestamp: number } };
    expect(near.Frame.Timestamp).not.toBe(frame.Timestamp);
  });

  it('frames lists leave the gone frames out', async () => {
    const frame = gone[0];
    if (frame === undefined) throw new Error('no renamed frame');
    const frames = (await (await fetch(`${service().url}api/frames/${frame.Episode}/${frame.Timestamp}/1000/1000`)).json()) as { Timestamp: number }[];
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.map((entry) => entry.Timestamp)).not.toContain(frame.Timestamp);
  });
});

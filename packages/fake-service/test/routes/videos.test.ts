import { describe, expect, test } from '@jest/globals';
import { landmarks } from '../../src/catalogue/catalogue.js';
import { encodeCaption } from '../support/http.js';
import { useService } from '../support/use-service.js';

const TOKEN = '[A-Za-z0-9_-]{27}=';

describe('gif, mp4 and video', () => {
  const service = useService({ mode: 'classic' });
  const render = (path: string): Promise<Response> => fetch(`${service().url}${path}`, { redirect: 'manual' });

  test('gif redirects to video/<key>/<28-character token>.gif', async () => {
    const response = await render(`gif/S01E01/7000/14000.gif?b64lines=${encodeCaption('Hooray.')}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(new RegExp(`^/video/S01E01/${TOKEN}\\.gif$`));
  });

  test('following the redirect gives a GIF89a carrying the caption', async () => {
    const response = await fetch(`${service().url}gif/S01E01/7000/14000.gif?b64lines=${encodeCaption('Hooray. ♪')}`);
    expect(response.status).toBe(200);
    expect(response.url).toMatch(new RegExp(`^${service().url}video/S01E01/${TOKEN}\\.gif$`));
    expect(response.headers.get('content-type')).toBe('image/gif');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(bytes.at(-1)).toBe(0x3b);
    expect(bytes.includes(Buffer.from('Hooray. ♪'))).toBe(true);
  });

  test('mp4 redirects to video/<key>/<token>.mp4, which is an ISO-BMFF file with ftyp and moov', async () => {
    const redirect = await render(`mp4/S01E02/1000/8000.mp4?b64lines=${encodeCaption('東京')}`);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toMatch(new RegExp(`^/video/S01E02/${TOKEN}\\.mp4$`));
    const response = await fetch(new URL(redirect.headers.get('location')!, service().url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.toString('latin1', 4, 8)).toBe('ftyp');
    const moovOffset = bytes.readUInt32BE(0);
    expect(bytes.toString('latin1', moovOffset + 4, moovOffset + 8)).toBe('moov');
    expect(bytes.toString('latin1', moovOffset + 12, moovOffset + 16)).toBe('mvhd');
    // mvhd duration, in ms, is the clip length.
    expect(bytes.readUInt32BE(moovOffset + 8 + 24)).toBe(7000);
  });

  test('the same request gives the same URL; another caption gives another', async () => {
    const location = async (path: string): Promise<string | null> => (await render(path)).headers.get('location');
    const first = await location(`gif/S01E01/1000/2000.gif?b64lines=${encodeCaption('A')}`);
    expect(await location(`gif/S01E01/1000/2000.gif?b64lines=${encodeCaption('A')}`)).toBe(first);
    expect(await location(`gif/S01E01/1000/2000.gif?b64lines=${encodeCaption('B')}`)).not.toBe(first);
    expect(await location('gif/S01E01/1000/2000.gif')).not.toBe(first);
  });

  test('a caption without padding or with %3D padding is accepted', async () => {
    const padded = await render('gif/S01E01/1000/2000.gif?b64lines=SGk=');
    const unpadded = await render('gif/S01E01/1000/2000.gif?b64lines=SGk');
    const percentEncoded = await render('gif/S01E01/1000/2000.gif?b64lines=SGk%3D');
    expect([padded.status, unpadded.status, percentEncoded.status]).toEqual([302, 302, 302]);
    expect(new Set([padded, unpadded, percentEncoded].map((response) => response.headers.get('location'))).size).toBe(1);
  });

  test('a token never issued is a 404, and so is a real token under another key or extension', async () => {
    expect((await fetch(`${service().url}video/S01E01/AAAAAAAAAAAAAAAAAAAAAAAAAAA=.gif`)).status).toBe(404);
    const location = (await render('gif/S01E01/1000/3000.gif?b64lines=SGk')).headers.get('location')!;
    expect((await fetch(new URL(location.replace('/S01E01/', '/S01E02/'), service().url))).status).toBe(404);
    expect((await fetch(new URL(location.replace(/\.gif$/, '.mp4'), service().url))).status).toBe(404);
  });

  test('reset forgets rendered videos', async () => {
    const location = (await render('gif/S01E01/1000/4000.gif')).headers.get('location')!;
    expect((await fetch(new URL(location, service().url))).status).toBe(200);
    await service().reset();
    expect((await fetch(new URL(location, service().url))).status).toBe(404);
  });

  test.each([
    ['end < start', 'gif/S01E01/5000/4000.gif'],
    ['a negative start', 'mp4/S01E01/-1/4000.mp4'],
    ['a fractional end', 'gif/S01E01/0/4000.5.gif'],
    ['a standard-alphabet caption', 'gif/S01E01/0/4000.gif?b64lines=Pj4+'],
    ['a caption with a bad length', 'mp4/S01E01/0/4000.mp4?b64lines=SGVsb'],
  ])('%s is a 400', async (_case, path) => {
    expect((await render(path)).status).toBe(400);
  });

  test('an unknown episode is a 404', async () => {
    expect((await render(`gif/${landmarks.keys.unknown}/0/4000.gif`)).status).toBe(404);
    expect((await render(`mp4/${landmarks.keys.unknown}/0/4000.mp4`)).status).toBe(404);
  });

  test('logs the clip parameters and the decoded caption of gif and mp4, and the token of video', async () => {
    await service().clearRequests();
    const response = await fetch(`${service().url}gif/S01E01/7000/14000.gif?b64lines=${encodeCaption('line one\nline two')}`);
    await response.arrayBuffer();
    const [gif, video] = await service().requests();
    expect(gif).toEqual({
      method: 'GET',
      path: '/gif/S01E01/7000/14000.gif',
      query: `b64lines=${encodeCaption('line one\nline two')}`,
      endpoint: 'gif',
      params: { key: 'S01E01', start: 7000, end: 14000, b64lines: encodeCaption('line one\nline two') },
      caption: 'line one\nline two',
      status: 302,
    });
    expect(video).toMatchObject({ endpoint: 'video', params: { key: 'S01E01', token: expect.stringMatching(new RegExp(`^${TOKEN}$`)) }, status: 200 });
  });
});

describe('gif, mp4 and video in 2026 mode', () => {
  const service = useService({ mode: '2026', renderStepMs: 1 });
  const get = (path: string): Promise<Response> => fetch(`${service().url}${path}`, { redirect: 'manual' });

  test('the old gif and mp4 URLs answer 410 Gone with a plain-text reason, whatever their parameters', async () => {
    const gif = await get(`gif/S01E01/7000/14000.gif?b64lines=${encodeCaption('Hooray.')}`);
    expect(gif.status).toBe(410);
    expect(gif.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(gif.headers.has('location')).toBe(false);
    expect(await gif.text()).toBe('410 Gone: gif URLs were replaced by POST api/render/gif/stream\n');
    const mp4 = await get('mp4/S01E02/1000/8000.mp4');
    expect(mp4.status).toBe(410);
    expect(await mp4.text()).toBe('410 Gone: mp4 URLs were replaced by POST api/render/mp4\n');
    for (const path of [`gif/${landmarks.keys.unknown}/0/1000.gif`, 'gif/S01E01/5000/4000.gif', 'mp4/S01E01/-1/x.mp4', 'gif/S01E01/0/1000.gif?b64lines=Pj4+']) {
      expect((await get(path)).status).toBe(410);
    }
  });

  test('the 410s are logged under gif and mp4, integers as numbers', async () => {
    await service().clearRequests();
    await get('gif/S01E01/7000/14000.gif');
    await get('mp4/S01E01/1.5/2000.mp4');
    expect(await service().requests()).toEqual([
      { method: 'GET', path: '/gif/S01E01/7000/14000.gif', query: '', endpoint: 'gif', params: { key: 'S01E01', start: 7000, end: 14000 }, status: 410 },
      { method: 'GET', path: '/mp4/S01E01/1.5/2000.mp4', query: '', endpoint: 'mp4', params: { key: 'S01E01', start: '1.5', end: 2000 }, status: 410 },
    ]);
  });

  test('video/ still answers 404 for a token never issued', async () => {
    expect((await get('video/S01E01/AAAAAAAAAAAAAAAAAAAAAAAAAAA=.gif')).status).toBe(404);
  });
});

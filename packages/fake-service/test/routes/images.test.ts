import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { landmarks } from '../../src/catalogue/catalogue.js';
import { startFakeService } from '../../src/server.js';
import type { FakeServiceHandle } from '../../src/types.js';
import { encodeCaption } from '../support/http.js';

/** The text of the first JPEG comment segment, if any. */
function jpegComment(bytes: Buffer): string | undefined {
  const start = bytes.indexOf(Buffer.from([0xff, 0xfe]));
  if (start === -1) return undefined;
  return bytes.subarray(start + 4, start + 2 + bytes.readUInt16BE(start + 2)).toString('utf8');
}

async function getBytes(url: string): Promise<{ status: number; contentType: string | null; bytes: Buffer }> {
  const response = await fetch(url);
  return { status: response.status, contentType: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('img and meme', () => {
  let service: FakeServiceHandle;
  beforeAll(async () => {
    service = await startFakeService();
  });
  afterAll(() => service.close());

  test('img answers a JPEG', async () => {
    const { status, contentType, bytes } = await getBytes(`${service.url}img/S01E01/10300.jpg`);
    expect(status).toBe(200);
    expect(contentType).toBe('image/jpeg');
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect([...bytes.subarray(-2)]).toEqual([0xff, 0xd9]);
    expect(jpegComment(bytes)).toBeUndefined();
  });

  test('meme answers a JPEG carrying the decoded caption', async () => {
    const caption = '♪ Café 3.14\n👨‍👩‍👧‍👦 & #5 + 100% / "Hi!"';
    const { status, contentType, bytes } = await getBytes(`${service.url}meme/S01E02/5000.jpg?b64lines=${encodeCaption(caption)}`);
    expect(status).toBe(200);
    expect(contentType).toBe('image/jpeg');
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect(jpegComment(bytes)).toBe(caption);
  });

  test('the caption may come without padding, or with it percent-encoded', async () => {
    for (const encoded of ['SGk', 'SGk=', 'SGk%3D']) {
      const { status, bytes } = await getBytes(`${service.url}meme/S01E01/1000.jpg?b64lines=${encoded}`);
      expect(status).toBe(200);
      expect(jpegComment(bytes)).toBe('Hi');
    }
  });

  test('meme without b64lines is a plain image', async () => {
    const { status, bytes } = await getBytes(`${service.url}meme/S01E01/1000.jpg`);
    expect(status).toBe(200);
    expect(jpegComment(bytes)).toBeUndefined();
  });

  test.each(['Pj4+', 'Pz8/', 'SGVsb', 'SG=k', '%FF'])('a malformed caption (%s) is a 400', async (encoded) => {
    expect((await fetch(`${service.url}meme/S01E01/1000.jpg?b64lines=${encoded}`)).status).toBe(400);
  });

  test('an unknown episode is a 404', async () => {
    expect((await fetch(`${service.url}img/${landmarks.keys.unknown}/1000.jpg`)).status).toBe(404);
    expect((await fetch(`${service.url}meme/${landmarks.keys.unknown}/1000.jpg?b64lines=SGk`)).status).toBe(404);
  });

  test('a bad timestamp is a 400; a wrong extension is a 404', async () => {
    expect((await fetch(`${service.url}img/S01E01/-1.jpg`)).status).toBe(400);
    expect((await fetch(`${service.url}img/S01E01/1.5.jpg`)).status).toBe(400);
    expect((await fetch(`${service.url}img/S01E01/1000.png`)).status).toBe(404);
  });

  test('logs the key, the timestamp and the decoded caption', async () => {
    await service.clearRequests();
    await fetch(`${service.url}meme/S01E01/1000.jpg?b64lines=${encodeCaption('Hi & bye')}`);
    await fetch(`${service.url}img/S01E01/2000.jpg`);
    expect(await service.requests()).toEqual([
      {
        method: 'GET',
        path: '/meme/S01E01/1000.jpg',
        query: `b64lines=${encodeCaption('Hi & bye')}`,
        endpoint: 'meme',
        params: { key: 'S01E01', timestamp: 1000, b64lines: encodeCaption('Hi & bye') },
        caption: 'Hi & bye',
        status: 200,
      },
      { method: 'GET', path: '/img/S01E01/2000.jpg', query: '', endpoint: 'img', params: { key: 'S01E01', timestamp: 2000 }, status: 200 },
    ]);
  });
});

describe('img and meme in 2026 mode', () => {
  test('still work as in classic mode', async () => {
    const service = await startFakeService({ mode: '2026', renderStepMs: 1 });
    try {
      const img = await fetch(`${service.url}img/S01E01/11656.jpg`);
      expect(img.status).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/jpeg');
      const meme = await fetch(`${service.url}meme/S01E01/11656.jpg?b64lines=${encodeCaption('Hi!')}`);
      expect(meme.status).toBe(200);
      expect(jpegComment(Buffer.from(await meme.arrayBuffer()))).toBe('Hi!');
      expect((await fetch(`${service.url}img/${landmarks.keys.unknown}/1.jpg`)).status).toBe(404);
    } finally {
      await service.close();
    }
  });
});

import { describe, expect, test } from '@jest/globals';
import { landmarks } from '../../src/catalogue/catalogue.js';
import { startFakeService } from '../../src/server.js';
import { encodeCaption } from '../support/http.js';
import { useService } from '../support/use-service.js';

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
  const service = useService({ mode: 'classic' });

  test('img answers a JPEG', async () => {
    const { status, contentType, bytes } = await getBytes(`${service().url}img/S01E01/10300.jpg`);
    expect(status).toBe(200);
    expect(contentType).toBe('image/jpeg');
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect([...bytes.subarray(-2)]).toEqual([0xff, 0xd9]);
    expect(jpegComment(bytes)).toBeUndefined();
  });

  test('meme answers a JPEG carrying the decoded caption', async () => {
    const caption = '♪ Café 3.14\n👨‍👩‍👧‍👦 & #5 + 100% / "Hi!"';
    const { status, contentType, bytes } = await getBytes(`${service().url}meme/S01E02/5000.jpg?b64lines=${encodeCaption(caption)}`);
    expect(status).toBe(200);
    expect(contentType).toBe('image/jpeg');
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect(jpegComment(bytes)).toBe(caption);
  });

  test('the caption may come without padding, or with it percent-encoded', async () => {
    for (const encoded of ['SGk', 'SGk=', 'SGk%3D']) {
      const { status, bytes } = await getBytes(`${service().url}meme/S01E01/1000.jpg?b64lines=${encoded}`);
      expect(status).toBe(200);
      expect(jpegComment(bytes)).toBe('Hi');
    }
  });

  test('meme without b64lines is a plain image', async () => {
    const { status, bytes } = await getBytes(`${service().url}meme/S01E01/1000.jpg`);
    expect(status).toBe(200);
    expect(jpegComment(bytes)).toBeUndefined();
  });

  test.each(['Pj4+', 'Pz8/', 'SGVsb', 'SG=k', '%FF'])('a malformed caption (%s) is a 400', async (encoded) => {
    expect((await fetch(`${service().url}meme/S01E01/1000.jpg?b64lines=${encoded}`)).status).toBe(400);
  });

  test('an unknown episode is a 404', async () => {
    expect((await fetch(`${service().url}img/${landmarks.keys.unknown}/1000.jpg`)).status).toBe(404);
    expect((await fetch(`${service().url}meme/${landmarks.keys.unknown}/1000.jpg?b64lines=SGk`)).status).toBe(404);
  });

  test('a bad timestamp is a 400; a wrong extension is a 404', async () => {
    expect((await fetch(`${service().url}img/S01E01/-1.jpg`)).status).toBe(400);
    expect((await fetch(`${service().url}img/S01E01/1.5.jpg`)).status).toBe(400);
    expect((await fetch(`${service().url}img/S01E01/1000.png`)).status).toBe(404);
  });

  test('logs the key, the timestamp and the decoded caption', async () => {
    await service().clearRequests();
    await fetch(`${service().url}meme/S01E01/1000.jpg?b64lines=${encodeCaption('Hi & bye')}`);
    await fetch(`${service().url}img/S01E01/2000.jpg`);
    expect(await service().requests()).toEqual([
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
  const service = useService({ mode: '2026', renderStepMs: 1 });

  test('img still works as in classic mode, the film included', async () => {
    const img = await fetch(`${service().url}img/S01E01/11656.jpg`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(`${service().url}img/Movie/5000.jpg`)).status).toBe(200);
    expect((await fetch(`${service().url}img/${landmarks.keys.unknown}/1.jpg`)).status).toBe(404);
  });

  test('img/<key>/<ms>/medium.jpg, the smaller rendition, is a JPEG too', async () => {
    const medium = await fetch(`${service().url}img/S01E01/11656/medium.jpg`);
    expect(medium.status).toBe(200);
    expect(medium.headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(`${service().url}img/${landmarks.keys.unknown}/1/medium.jpg`)).status).toBe(404);
  });

  test('meme is 410 Gone, whatever the parameters, logged as meme', async () => {
    await service().clearRequests();
    for (const path of [`meme/S01E01/11656.jpg?b64lines=${encodeCaption('Hi!')}`, 'meme/S01E01/11656.jpg', 'meme/S99E99/x.jpg?b64lines=+++']) {
      const response = await fetch(`${service().url}${path}`);
      expect(response.status).toBe(410);
      expect(await response.text()).toBe('410 Gone: meme URLs were replaced by comic/img\n');
    }
    expect((await service().requests())[0]).toMatchObject({ endpoint: 'meme', params: { key: 'S01E01', timestamp: 11656 }, status: 410 });
  });
});

describe('img/<key>/<ms>/medium.jpg in classic mode', () => {
  test('does not exist: 404', async () => {
    const service = await startFakeService({ mode: 'classic' });
    try {
      expect((await fetch(`${service.url}img/S01E01/11656/medium.jpg`)).status).toBe(404);
    } finally {
      await service.close();
    }
  });
});

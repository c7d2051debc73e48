import { beforeEach, describe, expect, test } from '@jest/globals';
import { startFakeService } from '../../src/server.js';
import { encodeComic } from '../support/http.js';
import { useService } from '../support/use-service.js';

const panel = (t: string, ts = 11656) => ({ e: 'S01E01', ts, o: [{ t }] });

describe('comicmaker/<key>/<ts> (2026)', () => {
  const service = useService({ mode: '2026', renderStepMs: 1 });
  beforeEach(() => service().reset());
  const editor = (path: string): Promise<Response> => fetch(`${service().url}comicmaker/${path}`);

  test('opens on a frame of a known episode, without parameters', async () => {
    const response = await editor('S01E01/11656');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('S01E01 11656');
  });

  test('takes b64 and layout as comic/img does, and lists the captions it opens with', async () => {
    const response = await editor(`S01E01/11656?b64=${encodeComic([panel('One <b>'), panel('Two', 12000)])}&layout=wide`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<li>One &lt;b&gt;</li><li>Two</li>');
    const [entry] = await service().requests();
    expect(entry).toMatchObject({ endpoint: 'comic-editor', status: 200 });
  });

  test.each([
    ['an unknown layout', `S01E01/1?b64=${encodeComic([panel('x')])}&layout=grid`, 400],
    ['a payload in the standard alphabet', 'S01E01/1?b64=W3sa+/', 400],
    ['five panels', `S01E01/1?b64=${encodeComic([1, 2, 3, 4, 5].map(() => panel('x')))}`, 400],
    ['an unknown episode', 'S99E99/1', 404],
    ['a timestamp that is no number', 'S01E01/soon', 400],
  ])('refuses %s', async (_name, path, status) => {
    expect((await editor(path)).status).toBe(status);
  });

  test('is not served in classic mode', async () => {
    const classic = await startFakeService({ mode: 'classic' });
    try {
      expect((await fetch(`${classic.url}comicmaker/S01E01/11656`)).status).toBe(404);
    } finally {
      await classic.close();
    }
  });
});

import { describe, expect, it } from '@jest/globals';
import { resolveOverlay } from '../../src/comics/overlay.js';
import { fontProfileFor } from '../../src/instances/instances.js';
import { type RenderJob, renderRequestBody, renderRequestUrl } from '../../src/render/render-job.js';

const FRINKIAC = fontProfileFor('https://frinkiac.com/');

describe('renderRequestBody', () => {
  it('is a JSON array of one job, with no overlay when there is no caption', () => {
    const job: RenderJob = { key: 'S05E01', start: 197160, end: 203994, overlays: [] };
    expect(renderRequestBody(job, false)).toBe('[{"episode":"S05E01","start":197160,"end":203994,"check_only":false,"overlays":[]}]');
  });

  it('sets check_only as asked', () => {
    const job: RenderJob = { key: 'S05E01', start: 0, end: 1000, overlays: [] };
    expect(JSON.parse(renderRequestBody(job, true))).toEqual([{ episode: 'S05E01', start: 0, end: 1000, check_only: true, overlays: [] }]);
  });

  it("writes each overlay with rgba colour, text_align, all_caps, and its own times relative to the clip", () => {
    const job: RenderJob = {
      key: 'S04E05',
      start: 1021000,
      end: 1027000,
      overlays: [
        { ...resolveOverlay({ text: 'I am so smart!' }, FRINKIAC), start: 0, end: 6000 },
        { ...resolveOverlay({ text: 'S-M-R-T', font: 'impact', size: 48, color: '#ff000080', x: 10, y: 20.5, align: 'left', allCaps: true }, FRINKIAC), start: 1500, end: 3000 },
        { ...resolveOverlay({ text: 'right', align: 'right', color: [1, 2, 3] }, FRINKIAC), start: 3000, end: 3000 },
      ],
    };
    expect(JSON.parse(renderRequestBody(job, false))).toEqual([
      {
        episode: 'S04E05',
        start: 1021000,
        end: 1027000,
        check_only: false,
        overlays: [
          {
            text: 'I am so smart!', font: 'akbar', size: 0, color: [255, 255, 255, 255], x: 50, y: 97,
            text_align: 'c', all_caps: false, start: 0, end: 6000,
          },
          {
            text: 'S-M-R-T', font: 'impact', size: 48, color: [255, 0, 0, 128], x: 10, y: 20.5,
            text_align: 'l', all_caps: true, start: 1500, end: 3000,
          },
          {
            text: 'right', font: 'akbar', size: 0, color: [1, 2, 3, 255], x: 50, y: 97,
            text_align: 'r', all_caps: false, start: 3000, end: 3000,
          },
        ],
      },
    ]);
  });

  it('writes the keys of an overlay in the documented order', () => {
    const job: RenderJob = { key: 'S01E01', start: 5, end: 5, overlays: [{ ...resolveOverlay({ text: 'x' }, FRINKIAC), start: 0, end: 0 }] };
    expect(renderRequestBody(job, true)).toBe(
      '[{"episode":"S01E01","start":5,"end":5,"check_only":true,"overlays":[' +
        '{"text":"x","font":"akbar","size":0,"color":[255,255,255,255],"x":50,"y":97,"text_align":"c","all_caps":false,"start":0,"end":0}]}]',
    );
  });

  it('keeps text as JSON escapes it: quotes, line breaks, non-ASCII', () => {
    const job: RenderJob = { key: 'S01E01', start: 0, end: 10, overlays: [{ ...resolveOverlay({ text: 'He said "hi"\n🍩 ドーナツ' }, FRINKIAC), start: 0, end: 10 }] };
    const [parsed] = JSON.parse(renderRequestBody(job, false)) as [{ overlays: [{ text: string }] }];
    expect(parsed.overlays[0].text).toBe('He said "hi"\n🍩 ドーナツ');
  });
});

describe('renderRequestUrl', () => {
  it('streams gifs from api/render/gif/stream and renders mp4s at api/render/mp4', () => {
    expect(renderRequestUrl('https://frinkiac.com/', 'gif')).toBe('https://frinkiac.com/api/render/gif/stream');
    expect(renderRequestUrl('https://frinkiac.com/', 'mp4')).toBe('https://frinkiac.com/api/render/mp4');
    expect(renderRequestUrl('http://127.0.0.1:8080/mirror/', 'gif')).toBe('http://127.0.0.1:8080/mirror/api/render/gif/stream');
  });
});

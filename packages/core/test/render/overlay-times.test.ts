import { describe, expect, it } from '@jest/globals';
import { fontProfileFor } from '../../src/instances/instances.js';
import { planRender } from '../../src/render/plan-render.js';
import { catchError } from '../support/catch-error.js';
import { frinkiacOverlay } from '../support/overlays.js';

const FRINKIAC = fontProfileFor('https://frinkiac.com/');
const RANGE = { key: 'S01E01', start: 10_000, end: 17_000 };

describe('planRender: timed overlays', () => {
  it('times each overlay that gives start and end, relative to the clip start', () => {
    const { overlays } = planRender(RANGE, { overlays: [{ text: 'One', start: 0, end: 2_500 }, { text: 'Two', start: 2_500, end: 7_000 }] }, FRINKIAC).job;
    expect(overlays).toEqual([
      { ...frinkiacOverlay('One'), start: 0, end: 2_500 },
      { ...frinkiacOverlay('Two'), start: 2_500, end: 7_000 },
    ]);
  });

  it('spans the clip with an overlay without times, and fills in a missing one', () => {
    const { overlays } = planRender(RANGE, { overlays: [{ text: 'All' }, { text: 'Late', start: 6_000 }, { text: 'Early', end: 1 }] }, FRINKIAC).job;
    expect(overlays.map(({ text, start, end }) => [text, start, end])).toEqual([
      ['All', 0, 7_000],
      ['Late', 6_000, 7_000],
      ['Early', 0, 1],
    ]);
  });

  it.each([
    [{ start: 3_000, end: 3_000 }],
    [{ start: 4_000, end: 3_000 }],
    [{ start: 0, end: 7_001 }],
    [{ start: -1, end: 100 }],
    [{ start: 0.5, end: 100 }],
    [{ start: '0', end: 100 }],
    [{ start: 7_000 }],
  ])('refuses %j with a RangeError naming the overlay', (times) => {
    const error = catchError(RangeError, () => planRender(RANGE, { overlays: [{ text: 'ok' }, { text: 'x', ...(times as object) }] }, FRINKIAC));
    expect(error.message).toContain('render options.overlays[1]');
  });

  it('still refuses unknown overlay keys', () => {
    expect(catchError(TypeError, () => planRender(RANGE, { overlays: [{ text: 'x', begin: 0 } as never] }, FRINKIAC)).message).toContain('begin');
  });
});

/**
 * The "renamed" mode: some frames of the classic catalogue no longer exist,
 * as some did not after the 2026 rebuild (a quote bot's users reported old
 * links whose frame was gone; bots fall back to the nearest frame of the
 * same episode). Which frames went, and how the real service answers a
 * caption request for one, is not known: the fake drops every fifth frame
 * (index 2, 7, 12, ... of each episode) and answers `404` for it.
 */
import type { Catalogue, RawFrame } from './types.js';

/** Whether a frame is gone in renamed mode: the one at index 2, 7, 12, ... of its episode. */
function isRenamed(index: number): boolean {
  return index % 5 === 2;
}

/**
 * The frames of `catalogue` that no longer exist in renamed mode, in
 * catalogue order: pick one to test a link whose frame moved.
 *
 * @example
 * ```ts
 * const [gone] = renamedFrames(catalogue2026);
 * await client.unfurl(`${service.url}caption/${gone.Episode}/${gone.Timestamp}`); // moved: true
 * ```
 */
export function renamedFrames(catalogue: Catalogue): RawFrame[] {
  return catalogue.episodes.flatMap((entry) => entry.frames.filter((_frame, index) => isRenamed(index)));
}

/** `catalogue` without its {@link renamedFrames}: what a renamed service serves. Frozen. */
export function withoutRenamedFrames(catalogue: Catalogue): Catalogue {
  return Object.freeze({
    ...catalogue,
    episodes: Object.freeze(
      catalogue.episodes.map((entry) => Object.freeze({ ...entry, frames: Object.freeze(entry.frames.filter((_frame, index) => !isRenamed(index))) })),
    ),
  });
}

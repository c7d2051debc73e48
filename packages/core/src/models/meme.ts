import type { FrameLike } from '../shared/frame-like.js';
import { startingGeneration } from '../instances/generation.js';
import { fontProfileFor } from '../instances/instances.js';
import { assertString } from '../shared/arguments.js';
import type { InstanceSource } from './instance-source.js';
import { memeUrl } from '../urls/media.js';
import { comicUrlOf, resolveCaptionOverlays } from '../comics/comic-url.js';
import { assertEpisodeKeyLimit } from '../comics/limits.js';

/**
 * The captioned still of `getMemeUrl`, for the source's generation: on a
 * classic instance `meme/<key>/<ts>.jpg?b64lines=...`; on a 2026 one (whose
 * `meme/` answers `410 Gone`) a one-panel `comic/img?b64=` link of the frame,
 * the caption as its one overlay in the client's `captionStyle`, or no overlay
 * for no caption (or an empty one). The caption is used as given.
 *
 * @param source - the client: its `generation` (else the default for its host), `fonts` and `options.captionStyle` are read.
 * @param baseUrl - its base address, normalized.
 * @throws {TypeError} when `caption` is given and is not a string; {RangeError} for a caption over the service's limits.
 */
export function captionedStillUrl(source: InstanceSource, baseUrl: string, frame: FrameLike, caption: string | undefined): string {
  const generation = source.generation ?? startingGeneration(baseUrl, source.options?.generation);
  if (generation !== '2026') return memeUrl(baseUrl, frame.key, frame.timestamp, caption);
  if (caption !== undefined) assertString(caption, 'caption');
  const profile = source.fonts ?? fontProfileFor(baseUrl);
  // Checked here rather than as `panels[0]`, so that a message names the method.
  const overlays = resolveCaptionOverlays({ caption }, profile, 'getMemeUrl', source.options?.captionStyle);
  assertEpisodeKeyLimit(frame.key, 'getMemeUrl: key');
  return comicUrlOf(baseUrl, [{ key: frame.key, timestamp: frame.timestamp, overlays }], {}, profile);
}

/**
 * The URLs of calls in flight: each lane asks for a caption of its own, since
 * the client merges identical requests in flight and would send fewer
 * requests than a bare transport asking for one URL from every lane.
 */
import { catalogue, findEpisode } from '@screencap/fake-service';

/** How far apart, in frames, neighbouring lanes' captions are. */
const FRAME_STEP = 20;

/**
 * The timestamp `first` of the fake catalogue's episode `key`, then those of
 * the frames every 20 frames after it: `lanes` timestamps in all.
 * @throws Error when the episode has no such frames.
 */
export function neighbouringCaptionTimestamps(key: string, first: number, lanes: number): number[] {
  const frames = findEpisode(catalogue, key)?.frames ?? [];
  const start = frames.findIndex((frame) => frame.Timestamp === first);
  const timestamps = Array.from({ length: lanes }, (_, lane) => frames[start + lane * FRAME_STEP]?.Timestamp);
  if (start < 0 || timestamps.some((timestamp) => timestamp === undefined)) throw new Error(`the fake catalogue has no ${lanes} frames of ${key} from ${first}`);
  return timestamps as number[];
}

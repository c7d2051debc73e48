import { type RawFrame, type RawSubtitle, catalogue, findEpisode, nearestFrame } from '@screencap/fake-service';

/** The subtitle line whose text is exactly `content`. */
export function lineSaying(content: string): RawSubtitle {
  const line = catalogue.subtitles.find((subtitle) => subtitle.Content === content);
  if (line === undefined) throw new Error(`no line ${JSON.stringify(content)} in the catalogue`);
  return line;
}

/** The frames of an episode of the catalogue. */
export function framesOf(key: string): readonly RawFrame[] {
  const entry = findEpisode(catalogue, key);
  if (entry === undefined) throw new Error(`no episode ${key} in the catalogue`);
  return entry.frames;
}

/** The frame the service answers for a position: the nearest one. */
export function frameAt(key: string, timestamp: number): RawFrame {
  const frame = nearestFrame(catalogue, key, timestamp);
  if (frame === undefined) throw new Error(`no frame near ${key} ${timestamp}`);
  return frame;
}

/** `mm:ss`, computed independently of the SDK. */
export function mmss(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The fields of a frame in the CLI's JSON output, in order: one shape wherever a frame is printed. */
export const FRAME_JSON_KEYS = ['id', 'key', 'timestamp', 'realTimestamp', 'imageUrl', 'content', 'title', 'videoWidth', 'videoHeight'];

/** A frame as the CLI's JSON output shows it (from a classic instance: no content, title or video size). */
export function frameJson(baseUrl: string, frame: RawFrame): Record<string, unknown> {
  return {
    id: frame.Id,
    key: frame.Episode,
    timestamp: frame.Timestamp,
    realTimestamp: mmss(frame.Timestamp),
    imageUrl: `${baseUrl}img/${frame.Episode}/${frame.Timestamp}.jpg`,
    content: null,
    title: null,
    videoWidth: null,
    videoHeight: null,
  };
}

/**
 * The one JSON shape of a frame, whatever command prints it: search, frames
 * and nearby results, a screencap's `frame` and `nearby`, discover's moments.
 * Every field is always there, `null` when the service did not send it (the
 * 2026 fields on a classic instance), so scripts read one shape everywhere.
 */
import { cleanMetadataText, formatRealTimestamp } from '@screencap/core/internal';

/** A frame as JSON output. */
export interface FrameOutput {
  /** The frame's id; `null` where the service gives none (discover). */
  readonly id: number | null;
  readonly key: string;
  /** Milliseconds into the episode. */
  readonly timestamp: number;
  /** The timestamp as `mm:ss`. */
  readonly realTimestamp: string;
  /** The frame's image, without caption. */
  readonly imageUrl: string;
  /** The subtitle line there (2026 search results, discover); otherwise `null`. */
  readonly content: string | null;
  /** The episode's title (2026 search results, discover); otherwise `null`. */
  readonly title: string | null;
  /** The video's width in pixels, when the SDK reports it (2026); otherwise `null`. */
  readonly videoWidth: number | null;
  /** The video's height in pixels, when the SDK reports it (2026); otherwise `null`. */
  readonly videoHeight: number | null;
}

/**
 * What a frame serializes from: the SDK's `Frame`, or a discover entry (which
 * has no id). `videoWidth`/`videoHeight` are read when the model has them.
 */
export interface FrameSource {
  readonly id?: number;
  readonly key: string;
  readonly timestamp: number;
  readonly imageUrl: string;
  readonly content?: string | undefined;
  readonly title?: string | undefined;
}

/**
 * A number property the SDK's models may carry, read only if it is there:
 * `null` otherwise. How the CLI serializes fields the models gain over time
 * (`videoWidth` on search results, `minTimestamp` on screencaps) without
 * failing to compile against a model that lacks them yet.
 */
export function optionalNumber(source: object, name: string): number | null {
  const value: unknown = Reflect.get(source, name);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A frame (or anything that serializes like one, see {@link FrameSource}) as JSON output. */
export function frameToJson(frame: FrameSource): FrameOutput {
  return {
    id: frame.id ?? null,
    key: frame.key,
    timestamp: frame.timestamp,
    realTimestamp: formatRealTimestamp(frame.timestamp),
    imageUrl: frame.imageUrl,
    content: frame.content ?? null,
    title: frame.title === undefined ? null : cleanMetadataText(frame.title),
    videoWidth: optionalNumber(frame, 'videoWidth'),
    videoHeight: optionalNumber(frame, 'videoHeight'),
  };
}

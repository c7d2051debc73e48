import { describeValue } from '../shared/describe-value.js';

/** A subtitle of the raw JSON, as far as captions need it. */
export interface SubtitleLike {
  /** The subtitle's text. */
  readonly Content: string;
}

/** A raw caption or random response, as far as captions need it. */
export interface SubtitlesJson {
  /** The subtitles shown around the frame, in time order. */
  readonly Subtitles: readonly SubtitleLike[];
}

/**
 * Builds a caption from the subtitles of a frame: the `Content` of every
 * subtitle, in order, joined with single spaces, and trimmed.
 *
 * White space inside a `Content` is kept as it is ({@link formatCaption}
 * splits on any white space later); empty subtitles are not skipped.
 *
 * @param json - A raw caption or random response (an object with
 * `Subtitles`), or the bare array of subtitles.
 * @returns The caption, `''` when there are no subtitles.
 * @throws TypeError, naming what was received, if `json` is neither, or a
 * subtitle is not an object with a string `Content`.
 * @example
 * ```ts
 * jsonToCaption({ Subtitles: [{ Content: 'Me fail English?' }, { Content: "That's unpossible!" }] });
 * // "Me fail English? That's unpossible!"
 * jsonToCaption([{ Content: ' Hi ' }]); // 'Hi'
 * ```
 */
export function jsonToCaption(json: SubtitlesJson | readonly SubtitleLike[]): string {
  const subtitles = subtitlesOf(json);
  return subtitles.map((subtitle, index) => contentOf(subtitle, index)).join(' ').trim();
}

function subtitlesOf(json: unknown): readonly unknown[] {
  if (Array.isArray(json)) return json;
  if (typeof json === 'object' && json !== null) {
    const subtitles: unknown = (json as { Subtitles?: unknown }).Subtitles;
    if (Array.isArray(subtitles)) return subtitles;
    throw new TypeError(
      `json must be a caption or random response with a Subtitles array, or an array of subtitles; got an object whose Subtitles is ${describeValue(subtitles)}`,
    );
  }
  throw new TypeError(
    `json must be a caption or random response with a Subtitles array, or an array of subtitles; got ${describeValue(json)}`,
  );
}

function contentOf(subtitle: unknown, index: number): string {
  if (typeof subtitle !== 'object' || subtitle === null) {
    throw new TypeError(`subtitle ${index} must be an object with a string Content, got ${describeValue(subtitle)}`);
  }
  const content: unknown = (subtitle as { Content?: unknown }).Content;
  if (typeof content !== 'string') {
    throw new TypeError(`Content of subtitle ${index} must be a string, got ${describeValue(content)}`);
  }
  return content;
}

/**
 * Anything with an episode `key` and a `timestamp`: a Frame, or a screencap.
 * Here, below every area, because comics, models and the client all take one.
 */
export interface FrameLike {
  /** The episode key, such as `S05E01`. */
  readonly key: string;
  /** Where the frame sits in its episode, in ms. */
  readonly timestamp: number;
}

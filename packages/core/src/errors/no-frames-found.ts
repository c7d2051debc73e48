import { type ErrorJson, ScreencapError } from './screencap-error.js';

/** The window a gif or mp4 was asked for. */
export interface ClipWindow {
  /** The episode key. */
  readonly key: string;
  /** The centre of the window, in ms. */
  readonly timestamp: number;
  /** How far the window reaches before the timestamp, in ms. */
  readonly before: number;
  /** How far the window reaches after the timestamp, in ms. */
  readonly after: number;
}

/**
 * The frames endpoint found no frame in the window around a screencap, so no
 * gif or mp4 can be cut from it (the reference client crashed here).
 */
export class NoFramesFound extends ScreencapError {
  /** The class name, `NoFramesFound`: what messages show and what rebuilds the class from data. */
  override readonly name: string = 'NoFramesFound';
  /** The window that held no frame. */
  readonly window: ClipWindow;

  constructor(window: ClipWindow) {
    super(
      `No frames of ${window.key} between ${Math.max(0, window.timestamp - window.before)} and ` +
        `${window.timestamp + window.after} ms to cut a clip from`,
    );
    // Only the window's own fields: callers pass a whole clip plan.
    this.window = { key: window.key, timestamp: window.timestamp, before: window.before, after: window.after };
  }

  override toJSON(): ErrorJson {
    return { ...super.toJSON(), window: { ...this.window } };
  }
}

// The endpoint names on their own, so that the faults and the public types both import them, and neither the other.

/** The endpoint names used by fault matching and the request log. */
export type EndpointName =
  | 'random'
  | 'caption'
  | 'search'
  | 'frames'
  | 'nearby'
  | 'episode'
  | 'img'
  | 'meme'
  | 'gif'
  | 'mp4'
  | 'video'
  // The 2026 rebuild's endpoints (served in mode '2026' only).
  | 'discover'
  | 'navigator'
  | 'transcript'
  | 'render-gif'
  | 'render-mp4'
  | 'comic'
  | 'comic-editor';

/** Every endpoint name: the classic ones in the order of the interface, then those of the 2026 rebuild. */
export const ENDPOINT_NAMES: readonly EndpointName[] = [
  'random',
  'caption',
  'search',
  'frames',
  'nearby',
  'episode',
  'img',
  'meme',
  'gif',
  'mp4',
  'video',
  'discover',
  'navigator',
  'transcript',
  'render-gif',
  'render-mp4',
  'comic',
  'comic-editor',
];

// Links and media: reading the links people paste, thumbnails, downloads and
// plain GETs of the instance. Everything of it that the flavours share.
export {
  parseScreencapUrl,
  readScreencapUrl,
  type ClipLink,
  type ComicLink,
  type ComicLinkPanel,
  type FrameLink,
  type LinkRoute,
  type ParsedScreencapUrl,
  type ReadLink,
  type VideoLink,
} from './parse-screencap-url.js';
export { readComicPayload } from './comic-payload.js';
export { checkedThumbnailUrl } from '../models/thumbnail.js';
export {
  DEFAULT_MAX_MEDIA_BYTES,
  DEFAULT_MEDIA_USER_AGENT,
  DOWNLOAD_OPTION_KEYS,
  assertHeaderText,
  isMediaContentType,
  mediaRequest,
  type DownloadOptions,
  type DownloadedMedia,
} from '../urls/media-request.js';
export { GET_OPTION_KEYS, instanceGet, instanceGetUrl, type GetOptions, type GetQuery, type JsonValue } from './instance-get.js';
export { MOVED_FRAME_WINDOW, unfurlSteps, type UnfurlSource, type UnfurledLink } from './unfurl.js';
export { mergeDerivedOptions } from './with-options.js';

export { normalizeBaseUrl } from './base-url.js';
export {
  endpointUrls,
  randomRequestUrl,
  captionRequestUrl,
  searchRequestUrl,
  framesRequestUrl,
  nearbyRequestUrl,
  episodeRequestUrl,
  type EndpointUrls,
} from './endpoints.js';
export { imageUrl, memeUrl, clipUrl, clipUrlTemplate, framePageUrl, type ClipFormat } from './media.js';

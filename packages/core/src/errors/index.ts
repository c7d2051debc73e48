/** The SDK's error classes, and the details each one carries. */
export { ScreencapError, type ErrorJson } from './screencap-error.js';
export { APIError, type RequestDetails } from './api-error.js';
export { APIPageStatusError, type PageStatusDetails } from './api-page-status-error.js';
export { APIConnectionError, type ConnectionDetails } from './api-connection-error.js';
export { APITimeoutError, type TimeoutDetails, type TimeoutPhase } from './api-timeout-error.js';
export { APIUserAbortError } from './api-user-abort-error.js';
export {
  InvalidResponseError,
  MAX_JSON_DEPTH,
  type InvalidResponseDetails,
  type InvalidResponseReason,
  type ResponseIssue,
} from './invalid-response-error.js';
export { NoSearchResultsFound } from './no-search-results-found.js';
export { NoFramesFound, type ClipWindow } from './no-frames-found.js';
export { RenderError, type RenderErrorDetails } from './render-error.js';
export { MediaTooLargeError, type MediaTooLargeDetails } from './media-too-large-error.js';

/**
 * `@screencap/fake-service`: a local HTTP server that behaves like one
 * instance of a screencap service (Frinkiac-like), serving an invented show,
 * "The Testingtons", with fault injection and a request log for tests.
 *
 * @packageDocumentation
 */
export { startFakeService } from './server.js';
export { startFakeServiceProcess, type FakeServiceProcessOptions } from './process.js';
export type { EndpointName, FakeServiceHandle, FakeServiceOptions, LoggedRequest, ServiceMode } from './types.js';
export { ENDPOINT_NAMES } from './types.js';
export {
  FAULT_KINDS,
  type DelayFault,
  type EmptyBodyFault,
  type Fault,
  type FaultKind,
  type FaultTarget,
  type HtmlFault,
  type MalformedJsonFault,
  type NoHeadersFault,
  type ResetFault,
  type ResetMidBodyFault,
  type SlowBodyFault,
  type StallMidBodyFault,
  type StatusFault,
  type TruncatedJsonFault,
  type WrongShapeFault,
} from './faults.js';
export { catalogue, landmarks } from './catalogue/catalogue.js';
export { findEpisode, nearestFrame } from './catalogue/lookup.js';
export type { Catalogue, CatalogueEpisode, RawEpisode, RawFrame, RawSubtitle } from './catalogue/types.js';

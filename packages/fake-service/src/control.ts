/**
 * The control endpoints under `/__fake/`, through which a test (or the
 * parent of a child-process service) injects faults and reads the log.
 * They are never logged and never faulted.
 *
 * | method | path               | effect                                   |
 * |--------|--------------------|------------------------------------------|
 * | POST   | `/__fake/faults`   | queue the fault in the JSON body (204)   |
 * | DELETE | `/__fake/faults`   | drop every queued fault (204)            |
 * | GET    | `/__fake/requests` | the request log as JSON (200)            |
 * | DELETE | `/__fake/requests` | empty the request log (204)              |
 * | POST   | `/__fake/reset`    | back to the start state (204)            |
 */
import { faultJsonReplacer, InvalidFaultError, parseFault, type Fault } from './faults.js';
import { errorResponse, JSON_CONTENT_TYPE, type ServiceResponse } from './routes/route.js';
import type { LoggedRequest } from './types.js';

/** Paths starting with this prefix are control requests. */
export const CONTROL_PREFIX = '/__fake/';

/** What the control endpoints act on. */
export interface ControlTarget {
  injectFault(fault: Fault): void;
  clearFaults(): void;
  requests(): LoggedRequest[];
  clearRequests(): void;
  reset(): void;
}

const NO_CONTENT: ServiceResponse = { status: 204, headers: {}, body: Buffer.alloc(0) };

function injectFromBody(target: ControlTarget, body: Buffer): ServiceResponse {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return errorResponse(400, 'the body must be a JSON fault');
  }
  try {
    target.injectFault(parseFault(value));
  } catch (error) {
    if (error instanceof InvalidFaultError) return errorResponse(400, error.message);
    throw error;
  }
  return NO_CONTENT;
}

/** Answers one control request. */
export function handleControlRequest(target: ControlTarget, method: string, rawPath: string, body: Buffer): ServiceResponse {
  const action = `${method} ${rawPath.slice(CONTROL_PREFIX.length)}`;
  switch (action) {
    case 'POST faults':
      return injectFromBody(target, body);
    case 'DELETE faults':
      target.clearFaults();
      return NO_CONTENT;
    case 'GET requests':
      return {
        status: 200,
        headers: { 'Content-Type': JSON_CONTENT_TYPE },
        body: Buffer.from(JSON.stringify(target.requests(), faultJsonReplacer), 'utf8'),
      };
    case 'DELETE requests':
      target.clearRequests();
      return NO_CONTENT;
    case 'POST reset':
      target.reset();
      return NO_CONTENT;
    default:
      return errorResponse(404, `no control endpoint ${action}`);
  }
}

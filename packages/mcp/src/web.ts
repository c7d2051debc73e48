/**
 * `@screencap/mcp` for Workers and browsers' bundlers (the `workerd`,
 * `worker`, `edge-light` and `browser` conditions): the fetch handler and
 * the server, without the command line's Node.js modules.
 *
 * @packageDocumentation
 */
export { createMcpHandler, type McpHandlerOptions } from './handler.js';
export type { InstanceOptions } from './instance.js';
export { createScreencapMcpServer } from './server.js';
export { VERSION } from './version.js';

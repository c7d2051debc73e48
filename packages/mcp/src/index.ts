/**
 * `@screencap/mcp`: an MCP server for the screencap search services
 * (Frinkiac, Morbotron and their sister sites), whose tools find quotes,
 * make comics and gifs, and unfurl links. Run it as `screencap-mcp` (stdio,
 * or Streamable HTTP with `--http`), serve it from any runtime with
 * `createMcpHandler`, or build one around your own client.
 *
 * @packageDocumentation
 * @module @screencap/mcp
 */
export { createScreencapMcpServer } from './server.js';
export { createMcpHandler, type McpHandlerOptions } from './handler.js';
export type { InstanceOptions } from './instance.js';
export {
  ExitCode,
  SERVER_FLAGS,
  type ServerFlags,
  USAGE,
  UsageError,
  clientFor,
  parseServerArguments,
  serverHelp,
  type FlagSpec,
  type InstanceClientOptions,
  type InstanceFlags,
  type ResolvedInstance,
  type ServerArguments,
} from './arguments.js';
export type { TransportArguments } from './http-arguments.js';
export { VERSION } from './version.js';

/** The version of `@screencap/mcp`, as the server reports it to clients. */
export const VERSION = '0.0.0';

/**
 * node-fetch as the async client has it (the async package's own dependency,
 * not one of the bench's), for the benches that compare against it bare.
 */
import type http from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The slice of node-fetch the benches call. */
export type NodeFetch = (url: string, init: { agent: http.Agent; headers: Record<string, string> }) => Promise<{ ok: boolean; text(): Promise<string> }>;

/** Imports node-fetch from beside `@screencap/async`. */
export async function loadNodeFetch(): Promise<NodeFetch> {
  const asyncEntry = fileURLToPath(import.meta.resolve('@screencap/async'));
  const entry = join(dirname(asyncEntry), '..', 'node_modules', 'node-fetch', 'src', 'index.js');
  return ((await import(pathToFileURL(entry).href)) as { default: NodeFetch }).default;
}

/**
 * A bare GET through node-fetch: `accept: application/json`, the given
 * keep-alive agent, the body through `JSON.parse`; nothing else (no timeout,
 * retry or validation). The baseline the client's cost is read against.
 */
export function bareJsonGet(nodeFetch: NodeFetch, agent: http.Agent): (url: string) => Promise<unknown> {
  return async (url) => {
    const response = await nodeFetch(url, { agent, headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${url} failed`);
    return JSON.parse(await response.text()) as unknown;
  };
}

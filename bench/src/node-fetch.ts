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

// Stands for node-fetch and @keyv/redis in the worker's bundle: the worker
// passes its own fetch and no `redis`, so nothing here is reached.
export default function unavailable() {
  throw new Error('not available in a Cloudflare Worker: pass `fetch` to the client, and no `redis`');
}

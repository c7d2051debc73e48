/**
 * A script's first request with the async flavour, for timing the whole
 * process from outside (`farm-bench`): import `@screencap/async`, one search
 * against the URL given, exit. What a script pays before its first answer:
 * Node.js's start, the client's import, and node-fetch's, which the first
 * request loads.
 *
 * Usage: node bench/dist/async-first-request-child.js <service-url>
 */
import { ScreencapClient } from '@screencap/async';

const url = process.argv[2];
if (url === undefined) throw new Error('usage: async-first-request-child.js <service-url>');
const client = new ScreencapClient(url, 'The Testingtons', { generation: 'classic' });
await client.search('pancakes');

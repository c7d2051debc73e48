// Runs the installed tarballs as a user would; exits non-zero on any mismatch.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { Client as McpClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ScreencapClient as AsyncClient } from '@screencap/async';
import { formatCaption } from '@screencap/core';
import { landmarks, startFakeServiceProcess } from '@screencap/fake-service';
import { ScreencapClient as SyncClient } from '@screencap/sync';

const fake = await startFakeServiceProcess({ mode: 'classic' });
try {
  const asyncClient = new AsyncClient(fake.url, 'The Testingtons');
  const syncClient = new SyncClient(fake.url, 'The Testingtons');
  const query = landmarks.searches.several;

  const asyncResults = await asyncClient.search(query);
  const syncResults = syncClient.search(query);
  assert.deepEqual(syncResults, asyncResults);

  const asyncCap = await asyncClient.getScreencap(asyncResults[0]);
  const syncCap = syncClient.getScreencap(syncResults[0]);
  assert.equal(syncCap.getGifUrl(), await asyncCap.getGifUrl());
  assert.equal(syncCap.getMemeUrl(), asyncCap.getMemeUrl());
  assert.equal(formatCaption(syncCap.caption).length > 0, true);

  const cli = execFileSync('node_modules/.bin/screencap', ['search', query, '--url', fake.url, '--json'], { encoding: 'utf8' });
  assert.equal(JSON.parse(cli).length, asyncResults.length);
  const version = execFileSync('node_modules/.bin/screencap', ['--version'], { encoding: 'utf8' });
  assert.match(version, /\d+\.\d+\.\d+/);

  const badMcp = spawnSync('node_modules/.bin/screencap-mcp', ['--instance', 'Nowhere'], { encoding: 'utf8' });
  assert.equal(badMcp.status, 2);
  const mcp = new McpClient({ name: 'package-smoke', version: '0.0.0' });
  await mcp.connect(new StdioClientTransport({ command: 'node_modules/.bin/screencap-mcp', env: { SCREENCAP_BASE_URL: fake.url } }));
  const { tools } = await mcp.listTools();
  assert.deepEqual(tools.map((tool) => tool.name).sort(), ['comic', 'find_quote', 'gif', 'nearby_frames', 'random_screencap', 'search_quotes', 'transcript', 'unfurl']);
  await mcp.close();

  // An uncaught error of the sync flavour: Node.js's banner (the file and line above the message) names the user's line, not the SDK's.
  const uncaught = spawnSync(process.execPath, ['uncaught-sync-error.js', fake.url], { encoding: 'utf8' });
  assert.equal(uncaught.status, 1);
  assert.equal(uncaught.stderr.split('\n')[0], `${new URL('uncaught-sync-error.js', import.meta.url).href}:7`, uncaught.stderr);
  assert.match(uncaught.stderr, /^APIPageStatusError: GET .* answered 404 Not Found$/m);

  asyncClient.close();
  syncClient.close();
  console.log(`packages work from their tarballs: ${asyncResults.length} results for "${query}" in both flavours and the CLI; the MCP server lists its tools`);
} finally {
  await fake.close();
}

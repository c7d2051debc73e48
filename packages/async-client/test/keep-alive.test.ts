// Connection reuse over a real loopback server: one client keeps one
// connection for sequential calls, and close() lets go of it.
import { expect, it } from '@jest/globals';
import { json, status } from './support/loopback-server.js';
import { screencapJson, searchJson } from './support/payloads.js';
import { useLoopback } from './support/use-loopback.js';

const { server, makeClient } = useLoopback();

it('reuses one connection for sequential calls of one client', async () => {
  server.enqueue(json(searchJson()), json(screencapJson()), json(searchJson()), json(searchJson()));
  // Told classic: the screencap answer carries a 2026 sign, which would turn an
  // 'auto' client's nearby call into a caption request this queue does not answer.
  const client = makeClient({ generation: 'classic' });
  await client.search('a');
  await client.getRandomScreencap();
  await client.getFrames('S05E01', 1, 0, 0);
  await client.getNearbyFrames('S05E01', 1);
  expect(server.requests).toHaveLength(4);
  expect(server.connections).toBe(1);
  expect(server.requests.every((request) => request.headers.connection === 'keep-alive')).toBe(true);
});

it('keeps the connection after a short error answer', async () => {
  server.enqueue(status(404, 'no'), json(searchJson()));
  const client = makeClient();
  await expect(client.search('a')).rejects.toMatchObject({ pageStatus: 404 });
  await client.search('b');
  expect(server.connections).toBe(1);
});

it('uses a connection of its own for each client', async () => {
  server.enqueue(json(searchJson()), json(searchJson()));
  await makeClient().search('a');
  await makeClient().search('b');
  expect(server.connections).toBe(2);
});

it('closes its pooled connections on close()', async () => {
  server.enqueue(json(searchJson()), json(searchJson()));
  const client = makeClient();
  await client.search('a');
  await client.search('b');
  expect(server.openConnections).toBe(1);
  const closed = server.allClosed();
  client.close();
  await closed;
  expect(server.openConnections).toBe(0);
});

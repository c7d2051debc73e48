// `npm run dev`: the app against a local fake screencap service, fed from
// this console instead of Slack (slash commands signed and POSTed to the app
// on loopback), so no token is needed. Type `/simpsons <words>`.
import { startFakeService } from '@screencap/fake-service';
import { LogLevel } from '@slack/bolt';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { createApp } from '../src/app.ts';
import { screencapsFor } from '../src/screencaps.ts';
import { sendSlashCommand, startResponseUrl } from './fake-slack.ts';

let answered: () => void = () => undefined;

function show(message: any): void {
  const who = message.response_type === 'ephemeral' ? '(only you see this) ' : '';
  console.log(`${who}${message.text}`);
  for (const block of message.blocks ?? []) {
    if (block.type === 'image') console.log(`[image] ${block.image_url}`);
    for (const element of block.elements ?? []) if (element.url !== undefined) console.log(`  [${element.text.text}] ${element.url}`);
  }
  answered();
}

const secret = randomBytes(16).toString('hex');
const service = await startFakeService({ mode: '2026' });
const screencaps = screencapsFor({ SCREENCAP_BASE_URL: service.url }, { generation: '2026' });
const responses = await startResponseUrl(show);
// Bot ids given: Bolt asks Slack's auth.test for them otherwise.
const app = createApp(screencaps, { signingSecret: secret, token: 'xoxb-console', botId: 'B1', botUserId: 'U0', tokenVerificationEnabled: false, logLevel: LogLevel.ERROR });
const server = (await app.start(0)) as Server;
const appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

console.log(`fake screencap service at ${service.url}: its show is "The Testingtons" (try /simpsons pancakes)`);
console.log(`the app at ${appUrl}/slack/events. Type /simpsons <words>; Ctrl-D to stop.`);
const input = createInterface({ input: process.stdin, terminal: false });
for await (const line of input) {
  const command = /^\/simpsons\s*(.*)$/s.exec(line.trim());
  if (command === null) {
    if (line.trim() !== '') console.log('Type /simpsons <words>.');
    continue;
  }
  const message = new Promise<void>((resolve) => (answered = resolve));
  const ack = await sendSlashCommand(appUrl, command[1] ?? '', { responseUrl: responses.url, secret });
  if (ack.ok) await message;
  else console.log(`the app answered ${ack.status}`);
}
await app.stop();
screencaps.close();
await responses.close();
await service.close();

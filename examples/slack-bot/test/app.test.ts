// The app as Slack drives it: a slash command POSTed to its HTTP endpoint,
// signed with the signing secret as Slack signs it, and the answer caught at
// a fake response_url on loopback; the screencap service faked in a child
// process.
import { afterAll, beforeAll, beforeEach, expect, test } from '@jest/globals';
import { ScreencapClient } from '@screencap/async';
import { landmarks, startFakeServiceProcess, type FakeServiceHandle } from '@screencap/fake-service';
import { LogLevel, type App } from '@slack/bolt';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, quoteResponse } from '../src/app.ts';

const SIGNING_SECRET = 'test-signing-secret';
let service: FakeServiceHandle;
let screencaps: ScreencapClient;
let app: App;
let appUrl: string;
let slack: Server;
let responseUrl: string;
/** What the app posted to response_url. */
let responses: any[] = [];
let arrived: () => void = () => undefined;

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

async function slashCommand(text: string, { secret = SIGNING_SECRET } = {}): Promise<Response> {
  const body = new URLSearchParams({
    token: 'legacy', team_id: 'T1', channel_id: 'C1', user_id: 'U1', user_name: 'tess',
    command: '/simpsons', text, response_url: responseUrl, trigger_id: '1.2.3', api_app_id: 'A1',
  }).toString();
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:${body}`).digest('hex')}`;
  return fetch(`${appUrl}/slack/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-slack-request-timestamp': timestamp, 'x-slack-signature': signature },
    body,
  });
}

/** The next message the app posts to response_url. */
function nextResponse(): Promise<any> {
  const count = responses.length;
  return new Promise((resolve) => {
    arrived = () => {
      if (responses.length > count) resolve(responses[count]);
    };
  });
}


/** A GET as a browser on the site sends it: the CDN refuses media to other clients. */
function fetchAsBrowser(url: string): Promise<Response> {
  return fetch(url, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)', referer: service.url } });
}

beforeAll(async () => {
  service = await startFakeServiceProcess({ mode: '2026' });
  slack = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      responses.push(JSON.parse(body));
      response.end('ok');
      arrived();
    });
  });
  responseUrl = `${await listen(slack)}/commands/T1/1/hook`;
  screencaps = new ScreencapClient(service.url, 'The Testingtons', { generation: '2026' });
  // Bot ids given: Bolt asks Slack's auth.test for them otherwise.
  app = createApp(screencaps, { signingSecret: SIGNING_SECRET, token: 'xoxb-test', botId: 'B1', botUserId: 'U0', tokenVerificationEnabled: false, logLevel: LogLevel.ERROR });
  const server = (await app.start(0)) as Server;
  appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.stop();
  screencaps.close();
  await new Promise((resolve) => slack.close(resolve));
  await service.close();
});

beforeEach(async () => {
  responses = [];
  await service.reset();
});

test('/simpsons <quote> posts the comic in the channel, with the episode and links to the strip and the editor', async () => {
  const posted = nextResponse();
  const ack = await slashCommand(landmarks.searches.percent);
  expect(ack.status).toBe(200);
  const message = await posted;
  expect(message.response_type).toBe('in_channel');
  expect(message.text).toMatch(/^I'm 100% sure\. \(S\d\dE\d\d /);
  const [image, context, actions] = message.blocks;
  expect(image).toMatchObject({ type: 'image', alt_text: "I'm 100% sure." });
  expect(image.image_url.startsWith(`${service.url}comic/img?b64=`)).toBe(true);
  expect((await fetchAsBrowser(image.image_url)).headers.get('content-type')).toBe('image/jpeg');
  expect(context.elements[0].text).toMatch(/^S\d\dE\d\d /);
  expect(actions.elements.map((button: { url: string }) => new URL(button.url).pathname)).toEqual(['/comic/img', expect.stringMatching(/^\/comicmaker\//)]);
});

test('on a classic instance, which has no comics: the meme of the frame with the lines, and no strip nor editor', async () => {
  const classic = await startFakeServiceProcess({ mode: 'classic' });
  const client = new ScreencapClient(classic.url, 'The Testingtons', { generation: 'classic' });
  try {
    const message = await quoteResponse(client, landmarks.searches.percent);
    expect(message.response_type).toBe('in_channel');
    const { blocks = [] } = message as { blocks?: { type: string; image_url?: string }[] };
    expect(blocks.map((block) => block.type)).toEqual(['image', 'context']);
    const image = new URL(blocks[0]?.image_url ?? '');
    expect(image.pathname).toMatch(/^\/meme\/S\d\dE\d\d\/\d+\.jpg$/);
    expect(Buffer.from(image.searchParams.get('b64lines') ?? '', 'base64url').toString('utf8')).toBe("I'm 100% sure.");
  } finally {
    client.close();
    await classic.close();
  }
});

test('a request with a wrong signature is refused, and reaches no service', async () => {
  const answer = await slashCommand('pancakes', { secret: 'forged' });
  expect(answer.status).toBe(401);
  expect(await service.requests()).toEqual([]);
});

test('/simpsons with no words explains the usage to the asker only', async () => {
  const posted = nextResponse();
  await slashCommand('');
  expect(await posted).toMatchObject({ response_type: 'ephemeral', text: 'Usage: /simpsons <words someone says>' });
});

// Last: the client keeps the 429's wait for the rest of the file.
test('a quote nobody says, and a 429, are told to the asker only', async () => {
  let posted = nextResponse();
  await slashCommand(landmarks.searches.none);
  expect(await posted).toMatchObject({ response_type: 'ephemeral', text: `Nobody says "${landmarks.searches.none}".` });
  await service.injectFault({ endpoint: 'search', kind: 'status', status: 429, retryAfter: 3600 });
  posted = nextResponse();
  await slashCommand('waffles');
  expect(await posted).toMatchObject({ response_type: 'ephemeral', text: 'The screencap service is busy; try again in 3600 s.' });
});

// The app as Slack drives it: a slash command POSTed to its HTTP endpoint,
// signed with the signing secret as Slack signs it, and the answer caught at
// a fake response_url on loopback; the screencap service faked in a child
// process.
import type { ScreencapClient } from '@screencap/async';
import { landmarks, startFakeServiceProcess, type FakeServiceHandle } from '@screencap/fake-service';
import { LogLevel, type App } from '@slack/bolt';
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, test } from 'node:test';
import { sendButtonClick, sendSlashCommand, startResponseUrl } from '../dev/fake-slack.ts';
import { createApp, quoteResponse } from '../src/app.ts';
import { screencapsFor } from '../src/screencaps.ts';

const SIGNING_SECRET = 'test-signing-secret';
let service: FakeServiceHandle;
let screencaps: ScreencapClient;
let app: App;
let appUrl: string;
let slack: Awaited<ReturnType<typeof startResponseUrl>>;
/** What the app posted to response_url. */
let responses: any[] = [];
let arrived: () => void = () => undefined;

function slashCommand(text: string, { secret = SIGNING_SECRET } = {}): Promise<Response> {
  return sendSlashCommand(appUrl, text, { responseUrl: slack.url, secret });
}

function buttonClick(actionId: string, value: string): Promise<Response> {
  return sendButtonClick(appUrl, actionId, value, { responseUrl: slack.url, secret: SIGNING_SECRET });
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

before(async () => {
  service = await startFakeServiceProcess({ mode: '2026' });
  slack = await startResponseUrl((message) => {
    responses.push(message);
    arrived();
  });
  screencaps = screencapsFor({ SCREENCAP_BASE_URL: service.url }, { generation: '2026' });
  // Bot ids given: Bolt asks Slack's auth.test for them otherwise.
  app = createApp(screencaps, { signingSecret: SIGNING_SECRET, token: 'xoxb-test', botId: 'B1', botUserId: 'U0', tokenVerificationEnabled: false, logLevel: LogLevel.ERROR });
  const server = (await app.start(0)) as Server;
  appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  await app.stop();
  screencaps.close();
  await slack.close();
  await service.close();
});

beforeEach(async () => {
  responses = [];
  await service.reset();
});

test('/simpsons <quote> posts the comic in the channel, with the episode, another-one and longer buttons, and links to the strip and the editor', async () => {
  const posted = nextResponse();
  const ack = await slashCommand(landmarks.searches.percent);
  assert.equal(ack.status, 200);
  const message = await posted;
  assert.equal(message.response_type, 'in_channel');
  assert.match(message.text, /^I'm 100% sure\. \(S\d\dE\d\d /);
  const [image, context, actions] = message.blocks;
  assert.equal(image.type, 'image');
  assert.equal(image.alt_text, "I'm 100% sure.");
  assert.ok(image.image_url.startsWith(`${service.url}comic/img?b64=`));
  assert.equal((await fetchAsBrowser(image.image_url)).headers.get('content-type'), 'image/jpeg');
  assert.match(context.elements[0].text, /^S\d\dE\d\d /);
  const [another, longer, strip, editor] = actions.elements;
  assert.deepEqual([another.action_id, another.value], ['another', landmarks.searches.percent]);
  assert.equal(longer.action_id, 'longer');
  assert.match(longer.value, /^[\w-]{1,100}$/);
  assert.equal(new URL(strip.url).pathname, '/comic/img');
  assert.match(new URL(editor.url).pathname, /^\/comicmaker\//);
});

test('longer replaces the message with the clip its token names, one line longer, with no search', async () => {
  let posted = nextResponse();
  await slashCommand(landmarks.searches.percent);
  const first = await posted;
  await service.reset();
  posted = nextResponse();
  const ack = await buttonClick('longer', first.blocks[2].elements[1].value);
  assert.equal(ack.status, 200);
  const longer = await posted;
  assert.equal(longer.replace_original, true);
  const before = first.blocks[0].alt_text as string;
  const after = longer.blocks[0].alt_text as string;
  assert.ok(after.startsWith(before) && after.length > before.length, `${before} -> ${after}`);
  assert.deepEqual(longer.blocks[2].elements.map((button: { action_id: string }) => button.action_id), ['longer', 'strip', 'edit']);
  assert.ok(!(await service.requests()).some((entry) => entry.endpoint === 'search'));
});

test('another one replaces the message with a quote for the same words; a token of no clip is told to the clicker only', async () => {
  let posted = nextResponse();
  await buttonClick('another', landmarks.searches.movie);
  const another = await posted;
  assert.equal(another.replace_original, true);
  assert.match(another.text, /popcorn/i);
  posted = nextResponse();
  await buttonClick('longer', 'not-a-token');
  const refused = await posted;
  assert.deepEqual([refused.response_type, refused.text, refused.replace_original], ['ephemeral', 'This button does not work any more; ask again.', undefined]);
});

test('on a classic instance, which has no comics: the meme of the frame with the lines, and no strip nor editor', async () => {
  const classic = await startFakeServiceProcess({ mode: 'classic' });
  const client = screencapsFor({ SCREENCAP_BASE_URL: classic.url }, { generation: 'classic' });
  try {
    const message = await quoteResponse(client, landmarks.searches.percent);
    assert.equal(message.response_type, 'in_channel');
    const { blocks = [] } = message as { blocks?: { type: string; image_url?: string; elements?: { action_id?: string }[] }[] };
    assert.deepEqual(blocks.map((block) => block.type), ['image', 'context', 'actions']);
    assert.deepEqual(blocks[2]?.elements?.map((button) => button.action_id), ['another', 'longer']);
    const image = new URL(blocks[0]?.image_url ?? '');
    assert.match(image.pathname, /^\/meme\/S\d\dE\d\d\/\d+\.jpg$/);
    assert.equal(Buffer.from(image.searchParams.get('b64lines') ?? '', 'base64url').toString('utf8'), "I'm 100% sure.");
  } finally {
    client.close();
    await classic.close();
  }
});

test('a request with a wrong signature is refused, and reaches no service', async () => {
  const answer = await slashCommand('pancakes', { secret: 'forged' });
  assert.equal(answer.status, 401);
  assert.deepEqual(await service.requests(), []);
});

test('/simpsons with no words posts a random quote, without a search', async () => {
  const posted = nextResponse();
  await slashCommand('');
  const message = await posted;
  assert.equal(message.response_type, 'in_channel');
  assert.equal(message.blocks[2].elements[0].value, '');
  const endpoints = (await service.requests()).map((entry) => entry.endpoint);
  assert.ok(endpoints.includes('random') && !endpoints.includes('search'), endpoints.join());
});

// Last: the client keeps the 429's wait for the rest of the file.
test('a quote nobody says, and a 429, are told to the asker only', async () => {
  let posted = nextResponse();
  await slashCommand(landmarks.searches.none);
  let message = await posted;
  assert.deepEqual([message.response_type, message.text], ['ephemeral', `Nobody says "${landmarks.searches.none}".`]);
  await service.injectFault({ endpoint: 'search', kind: 'status', status: 429, retryAfter: 3600 });
  posted = nextResponse();
  await slashCommand('waffles');
  message = await posted;
  assert.deepEqual([message.response_type, message.text], ['ephemeral', 'The screencap service is busy; try again in 3600 s.']);
});

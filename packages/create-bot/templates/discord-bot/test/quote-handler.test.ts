// The handler as discord.js drives it: interaction objects with the members
// it uses (Discord's gateway is the platform's boundary here), the screencap
// service faked in a child process.
import { landmarks, startFakeServiceProcess, type FakeServiceHandle } from '@screencap/fake-service';
import type { ScreencapClient } from '@screencap/async';
import { AttachmentBuilder } from 'discord.js';
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { fakeInteraction } from '../dev/fake-discord.ts';
import { ATTACHMENT_CAP, handleInteraction, quoteCommand } from '../src/quote-handler.ts';
import { screencapsFor } from '../src/screencaps.ts';

let service: FakeServiceHandle;
let screencaps: ScreencapClient;

before(async () => {
  service = await startFakeServiceProcess({ mode: '2026', renderStepMs: 1 });
  screencaps = screencapsFor({ SCREENCAP_BASE_URL: service.url }, { generation: '2026' });
});

after(async () => {
  screencaps.close();
  await service.close();
});

beforeEach(() => service.reset());

test('the command registers /quote with an optional text option', () => {
  const { name, options } = quoteCommand.toJSON();
  assert.equal(name, 'quote');
  assert.deepEqual(options?.map(({ name: option, required, type }) => ({ option, required, type })), [{ option: 'text', required: false, type: 3 }]);
});

/** The buttons of the message an interaction posted. */
function buttonsOf(calls: { payload?: any }[]): { label: string; custom_id?: string; url?: string }[] {
  return calls.at(-1)!.payload.components[0].components;
}

test('/quote defers, then posts the comic with another-one, longer, gif and strip buttons', async () => {
  const { interaction, calls } = fakeInteraction({ command: 'quote', text: landmarks.searches.several });
  await handleInteraction(screencaps, interaction);
  assert.deepEqual(calls.map((call) => call.method), ['deferReply', 'editReply']);
  const message = calls[1]!.payload;
  assert.match(message.content, /pancakes/i);
  assert.ok(message.embeds[0].image.url.startsWith(`${service.url}comic/img?b64=`));
  const buttons = buttonsOf(calls);
  assert.deepEqual(buttons.map((button) => button.label), ['Another one', 'Longer', 'Gif', 'Strip']);
  const [another, longer, gif, strip] = buttons;
  assert.equal(another!.custom_id, 'another:pancakes');
  // Tokens: URL-safe, within Discord's 100 characters with their prefix.
  assert.match(longer!.custom_id ?? '', /^longer:[\w-]+$/);
  assert.match(gif!.custom_id ?? '', /^gif:[\w-]+$/);
  assert.ok(strip!.url?.startsWith(`${service.url}comic/img?b64=`));
});

test('/quote without text posts a random quote, without a search', async () => {
  const { interaction, calls } = fakeInteraction({ command: 'quote' });
  await handleInteraction(screencaps, interaction);
  assert.deepEqual(calls.map((call) => call.method), ['deferReply', 'editReply']);
  assert.ok(calls[1]!.payload.content.length > 2);
  assert.equal(buttonsOf(calls)[0]!.custom_id, 'another:');
  const endpoints = (await service.requests()).map((entry) => entry.endpoint);
  assert.ok(endpoints.includes('random') && !endpoints.includes('search'), endpoints.join());
  const again = fakeInteraction({ customId: 'another:' });
  await handleInteraction(screencaps, again.interaction);
  assert.deepEqual(again.calls.map((call) => call.method), ['deferUpdate', 'editReply']);
});

test('another one searches again and edits the same message', async () => {
  const { interaction, calls } = fakeInteraction({ customId: 'another:pancakes' });
  await handleInteraction(screencaps, interaction);
  assert.deepEqual(calls.map((call) => call.method), ['deferUpdate', 'editReply']);
  assert.match(calls[1]!.payload.content, /pancakes/i);
});

test('longer edits the message to the clip with one more line, from its token', async () => {
  const first = fakeInteraction({ command: 'quote', text: landmarks.searches.several });
  await handleInteraction(screencaps, first.interaction);
  const longerId = buttonsOf(first.calls)[1]!.custom_id!;
  const longer = fakeInteraction({ customId: longerId });
  await handleInteraction(screencaps, longer.interaction);
  assert.deepEqual(longer.calls.map((call) => call.method), ['deferUpdate', 'editReply']);
  const before = first.calls[1]!.payload.content as string;
  const after = longer.calls[1]!.payload.content as string;
  assert.ok(after.startsWith(before) && after.length > before.length, `${before} -> ${after}`);
  // The token names the clip, not the words asked: no "another one" on the longer clip.
  assert.deepEqual(buttonsOf(longer.calls).map((button) => button.label), ['Longer', 'Gif', 'Strip']);
});

test('the gif button attaches the rendered gif of the clip its token names as a file, downloaded within the cap', async () => {
  const first = fakeInteraction({ command: 'quote', text: 'pancakes' });
  await handleInteraction(screencaps, first.interaction);
  const { interaction, calls } = fakeInteraction({ customId: buttonsOf(first.calls)[2]!.custom_id! });
  await handleInteraction(screencaps, interaction);
  assert.deepEqual(calls.map((call) => call.method), ['deferUpdate', 'editReply']);
  const [file] = calls[1]!.payload.files as AttachmentBuilder[];
  assert.ok(file instanceof AttachmentBuilder);
  assert.match(file.name ?? '', /^S\d\dE\d\d\.gif$/);
  const bytes = file.attachment as Buffer;
  assert.ok(bytes.length <= ATTACHMENT_CAP);
  assert.equal((await service.requests()).filter((entry) => entry.endpoint === 'video').length, 1);
  assert.equal(bytes.subarray(0, 3).toString('latin1'), 'GIF');
});

test('a token that names no clip of this instance is told, ephemerally, without a request', async () => {
  const { interaction, calls } = fakeInteraction({ customId: 'gif:not-a-token' });
  await handleInteraction(screencaps, interaction);
  assert.deepEqual(calls.map((call) => call.method), ['deferUpdate', 'followUp']);
  assert.deepEqual(calls[1]!.payload, { content: 'This button does not work any more; ask again.', ephemeral: true });
  assert.deepEqual(await service.requests(), []);
});

// Another clip than above: the client memoizes renders, and the fake forgets its videos on reset.
test('a gif larger than the cap is posted as its link instead', async () => {
  const first = fakeInteraction({ command: 'quote', text: landmarks.quotes.acrossLines });
  await handleInteraction(screencaps, first.interaction);
  const { interaction, calls } = fakeInteraction({ customId: buttonsOf(first.calls)[2]!.custom_id! });
  await handleInteraction(screencaps, interaction, { attachmentCap: 8 });
  const message = calls[1]!.payload;
  assert.deepEqual(message.files, []);
  assert.match(message.content, new RegExp(`\\n${service.url}video/\\S+\\.gif$`));
});

// Last: the client keeps the 429's wait for the rest of the file.
test('a quote nobody says, and a 429, are told in the reply', async () => {
  const none = fakeInteraction({ command: 'quote', text: landmarks.searches.none });
  await handleInteraction(screencaps, none.interaction);
  assert.deepEqual(none.calls[1]!.payload, { content: `Nobody says "${landmarks.searches.none}".` });
  await service.injectFault({ endpoint: 'search', kind: 'status', status: 429, retryAfter: 3600 });
  const busy = fakeInteraction({ command: 'quote', text: 'waffles' });
  await handleInteraction(screencaps, busy.interaction);
  assert.deepEqual(busy.calls[1]!.payload, { content: 'The screencap service is busy; try again in 3600 s.' });
});

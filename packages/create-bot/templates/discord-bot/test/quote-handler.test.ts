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

test('the command registers /quote with a required text option', () => {
  const { name, options } = quoteCommand.toJSON();
  assert.equal(name, 'quote');
  assert.deepEqual(options?.map(({ name: option, required, type }) => ({ option, required, type })), [{ option: 'text', required: true, type: 3 }]);
});

test('/quote defers, then posts the comic with next, gif and strip buttons', async () => {
  const { interaction, calls } = fakeInteraction({ command: 'quote', text: landmarks.searches.several });
  await handleInteraction(screencaps, interaction);
  assert.deepEqual(calls.map((call) => call.method), ['deferReply', 'editReply']);
  const message = calls[1]!.payload;
  assert.match(message.content, /pancakes/i);
  assert.ok(message.embeds[0].image.url.startsWith(`${service.url}comic/img?b64=`));
  const buttons = message.components[0].components;
  assert.deepEqual(buttons.map((button: { label: string }) => button.label.replace(/\d+\)$/, 'N)')), ['Next hit (1/N)', 'Gif', 'Strip']);
  assert.deepEqual(buttons.map((button: { custom_id?: string }) => button.custom_id), ['next:1:pancakes', 'gif:0:pancakes', undefined]);
  assert.ok(buttons[2].url.startsWith(`${service.url}comic/img?b64=`));
});

test('the next button shows the next hit in the same message', async () => {
  const first = fakeInteraction({ command: 'quote', text: 'pancakes' });
  await handleInteraction(screencaps, first.interaction);
  const next = fakeInteraction({ customId: 'next:1:pancakes' });
  await handleInteraction(screencaps, next.interaction);
  assert.deepEqual(next.calls.map((call) => call.method), ['deferUpdate', 'editReply']);
  assert.notEqual(next.calls[1]!.payload.embeds[0].image.url, first.calls[1]!.payload.embeds[0].image.url);
});

test('the gif button attaches the rendered gif as a file, downloaded within the cap', async () => {
  const { interaction, calls } = fakeInteraction({ customId: 'gif:0:pancakes' });
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

// Another hit than above: the client memoizes renders, and the fake forgets its videos on reset.
test('a gif larger than the cap is posted as its link instead', async () => {
  const { interaction, calls } = fakeInteraction({ customId: 'gif:1:pancakes' });
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

// The handler as discord.js drives it: interaction objects with the members
// it uses (Discord's gateway is the platform's boundary here), the screencap
// service faked in a child process.
import { afterAll, beforeAll, beforeEach, expect, test } from '@jest/globals';
import { ScreencapClient } from '@screencap/async';
import { landmarks, startFakeServiceProcess, type FakeServiceHandle } from '@screencap/fake-service';
import { AttachmentBuilder, type Interaction } from 'discord.js';
import { ATTACHMENT_CAP, handleInteraction, quoteCommand } from '../src/quote-handler.ts';

let service: FakeServiceHandle;
let screencaps: ScreencapClient;

/** A fake interaction: what the handler called on it, in order, with the payloads as Discord would receive them. */
function fakeInteraction(kind: { command: string; text: string } | { customId: string }) {
  const calls: { method: string; payload?: any }[] = [];
  const record = (method: string) => (payload?: any) => {
    calls.push({ method, payload: payload === undefined ? undefined : JSON.parse(JSON.stringify({ ...payload, files: undefined })) });
    if (payload?.files !== undefined) calls.at(-1)!.payload.files = payload.files;
    return Promise.resolve();
  };
  const interaction = {
    isChatInputCommand: () => 'command' in kind,
    isButton: () => 'customId' in kind,
    commandName: 'command' in kind ? kind.command : undefined,
    customId: 'customId' in kind ? kind.customId : undefined,
    options: { getString: (name: string) => (name === 'text' && 'text' in kind ? kind.text : null) },
    deferReply: record('deferReply'),
    deferUpdate: record('deferUpdate'),
    editReply: record('editReply'),
    followUp: record('followUp'),
  };
  return { interaction: interaction as unknown as Interaction, calls };
}

beforeAll(async () => {
  service = await startFakeServiceProcess({ mode: '2026', renderStepMs: 1 });
  screencaps = new ScreencapClient(service.url, 'The Testingtons', { generation: '2026' });
});

afterAll(async () => {
  screencaps.close();
  await service.close();
});

beforeEach(() => service.reset());

test('the command registers /quote with a required text option', () => {
  expect(quoteCommand.toJSON()).toMatchObject({ name: 'quote', options: [{ name: 'text', required: true, type: 3 }] });
});

test('/quote defers, then posts the comic with next, gif and strip buttons', async () => {
  const { interaction, calls } = fakeInteraction({ command: 'quote', text: landmarks.searches.several });
  await handleInteraction(screencaps, interaction);
  expect(calls.map((call) => call.method)).toEqual(['deferReply', 'editReply']);
  const message = calls[1]!.payload;
  expect(message.content.toLowerCase()).toContain('pancakes');
  expect(message.embeds[0].image.url.startsWith(`${service.url}comic/img?b64=`)).toBe(true);
  const buttons = message.components[0].components;
  expect(buttons.map((button: { label: string }) => button.label)).toEqual([expect.stringMatching(/^Next hit \(1\/\d+\)$/), 'Gif', 'Strip']);
  expect(buttons.map((button: { custom_id?: string }) => button.custom_id)).toEqual(['next:1:pancakes', 'gif:0:pancakes', undefined]);
  expect(buttons[2].url.startsWith(`${service.url}comic/img?b64=`)).toBe(true);
});

test('the next button shows the next hit in the same message', async () => {
  const first = fakeInteraction({ command: 'quote', text: 'pancakes' });
  await handleInteraction(screencaps, first.interaction);
  const next = fakeInteraction({ customId: 'next:1:pancakes' });
  await handleInteraction(screencaps, next.interaction);
  expect(next.calls.map((call) => call.method)).toEqual(['deferUpdate', 'editReply']);
  expect(next.calls[1]!.payload.embeds[0].image.url).not.toBe(first.calls[1]!.payload.embeds[0].image.url);
});

test('the gif button attaches the rendered gif as a file, downloaded within the cap', async () => {
  const { interaction, calls } = fakeInteraction({ customId: 'gif:0:pancakes' });
  await handleInteraction(screencaps, interaction);
  expect(calls.map((call) => call.method)).toEqual(['deferUpdate', 'editReply']);
  const [file] = calls[1]!.payload.files as AttachmentBuilder[];
  expect(file).toBeInstanceOf(AttachmentBuilder);
  expect(file!.name).toMatch(/^S\d\dE\d\d\.gif$/);
  const bytes = file!.attachment as Buffer;
  expect(bytes.length).toBeLessThanOrEqual(ATTACHMENT_CAP);
  expect((await service.requests()).filter((entry) => entry.endpoint === 'video')).toHaveLength(1);
  expect(bytes.subarray(0, 3).toString('latin1')).toBe('GIF');
});

// Another hit than above: the client memoizes renders, and the fake forgets its videos on reset.
test('a gif larger than the cap is posted as its link instead', async () => {
  const { interaction, calls } = fakeInteraction({ customId: 'gif:1:pancakes' });
  await handleInteraction(screencaps, interaction, { attachmentCap: 8 });
  const message = calls[1]!.payload;
  expect(message.files).toEqual([]);
  expect(message.content).toMatch(new RegExp(`\\n${service.url}video/\\S+\\.gif$`));
});

// Last: the client keeps the 429's wait for the rest of the file.
test('a quote nobody says, and a 429, are told in the reply', async () => {
  const none = fakeInteraction({ command: 'quote', text: landmarks.searches.none });
  await handleInteraction(screencaps, none.interaction);
  expect(none.calls[1]!.payload).toEqual({ content: `Nobody says "${landmarks.searches.none}".` });
  await service.injectFault({ endpoint: 'search', kind: 'status', status: 429, retryAfter: 3600 });
  const busy = fakeInteraction({ command: 'quote', text: 'waffles' });
  await handleInteraction(screencaps, busy.interaction);
  expect(busy.calls[1]!.payload).toEqual({ content: 'The screencap service is busy; try again in 3600 s.' });
});

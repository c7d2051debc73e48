// `npm run dev`: the bot's handler against a local fake screencap service,
// fed from this console instead of Discord's gateway, so no token is needed.
// Type `/quote <words>` (no words: a random quote), or the number of a button to press it.
import { startFakeService } from '@screencap/fake-service';
import { createInterface } from 'node:readline';
import { handleInteraction } from '../src/quote-handler.ts';
import { screencapsFor } from '../src/screencaps.ts';
import { fakeInteraction, type UserAction } from './fake-discord.ts';

interface Button {
  readonly label: string;
  readonly custom_id?: string;
  readonly url?: string;
}

const service = await startFakeService({ mode: '2026' });
const screencaps = screencapsFor({ SCREENCAP_BASE_URL: service.url }, { generation: '2026' });
/** The buttons of the last message, as numbered on screen. */
let buttons: Button[] = [];

function show(payload: any): void {
  if (payload.content !== undefined && payload.content !== '') console.log(payload.content);
  for (const embed of payload.embeds ?? []) console.log(`[embed] ${embed.title ?? ''} ${embed.image?.url ?? ''}`);
  for (const file of payload.files ?? []) console.log(`[file] ${file.name} (${file.attachment.length} bytes)`);
  const row: Button[] = payload.components?.[0]?.components ?? [];
  if (payload.components !== undefined) buttons = row;
  row.forEach((button, index) => {
    console.log(`  [${index + 1}] ${button.label}${button.url === undefined ? '' : ` ${button.url}`}`);
  });
}

function actionOf(line: string): UserAction | undefined {
  const command = /^\/quote\s*(.*)$/s.exec(line);
  const text = command?.[1]?.trim() ?? '';
  if (command !== null) return text === '' ? { command: 'quote' } : { command: 'quote', text };
  const pressed = buttons[Number(line) - 1];
  if (/^\d+$/.test(line) && pressed?.custom_id !== undefined) return { customId: pressed.custom_id };
  return undefined;
}

console.log(`fake screencap service at ${service.url}: its show is "The Testingtons" (try /quote pancakes)`);
console.log('Type /quote <words>, or the number of a button to press it; Ctrl-D to stop.');
const input = createInterface({ input: process.stdin, terminal: false });
for await (const line of input) {
  const action = actionOf(line.trim());
  if (action === undefined) {
    if (line.trim() !== '') console.log('Type /quote <words>, or the number of a button.');
    continue;
  }
  const { interaction, calls } = fakeInteraction(action);
  await handleInteraction(screencaps, interaction);
  for (const call of calls) {
    if (call.payload === undefined) console.log(`(${call.method})`);
    else show(call.payload);
  }
}
screencaps.close();
await service.close();

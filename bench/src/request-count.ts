/**
 * `node bench/dist/request-count.js`: how many requests the SDK sends to the
 * service for each user-visible task a bot does, on a classic and on a 2026
 * instance. Counted from the fake service's own request log (what reached
 * the service, redirects followed included), not from the SDK. Also checks
 * that each result works: a comic link or a rendered file that the service
 * serves (that check's own request is not counted).
 *
 * Prints a Markdown table. It reports; it never fails on a figure.
 *
 * The last step of `pnpm bench`; alone: pnpm run build && node bench/dist/request-count.js
 */
import { ScreencapClient } from '@screencap/async';
import { type FakeServiceHandle, landmarks, type ServiceMode, startFakeService } from '@screencap/fake-service';
import { table } from './report.js';

/** A quote of the fake catalogue with a subtitled screencap. */
const QUOTE = 'Wait. Stop. Hold on!';

/** A quote of the fake catalogue whose sentence spans three subtitle lines. */
const SENTENCE_QUOTE = landmarks.quotes.acrossLines;

type Task = 'quote to comic link' | 'quote to gif' | 'random to gif' | 'quote to the timed gif of its sentence' | 'quote to a pre-filled comic editor';

/** One way of doing a task: what a bot calls, in order. */
interface Recipe {
  readonly task: Task;
  readonly mode: ServiceMode;
  readonly calls: string;
  run(client: ScreencapClient): Promise<string>;
}

const RECIPES: readonly Recipe[] = [
  {
    task: 'quote to comic link',
    mode: 'classic',
    calls: 'searchForScreencap, getMemeUrl',
    run: async (client) => (await client.searchForScreencap(QUOTE)).getMemeUrl(),
  },
  {
    task: 'quote to comic link',
    mode: '2026',
    calls: 'searchForScreencap, getMemeUrl',
    run: async (client) => (await client.searchForScreencap(QUOTE)).getMemeUrl(),
  },
  {
    task: 'quote to comic link',
    mode: '2026',
    calls: 'searchForScreencap, getComicUrl',
    run: async (client) => (await client.searchForScreencap(QUOTE)).getComicUrl(),
  },
  {
    task: 'quote to gif',
    mode: 'classic',
    calls: 'searchForScreencap, getGifUrl, generateGif',
    run: async (client) => client.generateGif(await (await client.searchForScreencap(QUOTE)).getGifUrl()),
  },
  {
    task: 'quote to gif',
    mode: '2026',
    calls: 'searchForScreencap, getGifUrl',
    run: async (client) => (await client.searchForScreencap(QUOTE)).getGifUrl(),
  },
  {
    task: 'quote to gif',
    mode: '2026',
    calls: 'searchForScreencap, getGifUrl, generateGif',
    run: async (client) => client.generateGif(await (await client.searchForScreencap(QUOTE)).getGifUrl()),
  },
  {
    task: 'quote to gif',
    mode: '2026',
    calls: 'searchForScreencap, renderGif',
    run: async (client) => client.renderGif(await client.searchForScreencap(QUOTE)),
  },
  {
    task: 'quote to the timed gif of its sentence',
    mode: 'classic',
    calls: 'findQuote, getGifUrl',
    run: async (client) => (await client.findQuote(SENTENCE_QUOTE)).getGifUrl(),
  },
  {
    task: 'quote to the timed gif of its sentence',
    mode: '2026',
    calls: 'findQuote, getGifUrl',
    run: async (client) => (await client.findQuote(SENTENCE_QUOTE)).getGifUrl(),
  },
  {
    task: 'quote to a pre-filled comic editor',
    mode: '2026',
    calls: 'findQuote, getComicEditorUrl',
    run: async (client) => (await client.findQuote(SENTENCE_QUOTE)).getComicEditorUrl(),
  },
  {
    task: 'random to gif',
    mode: 'classic',
    calls: 'getRandomScreencap, getGifUrl, generateGif',
    run: async (client) => client.generateGif(await (await client.getRandomScreencap()).getGifUrl()),
  },
  {
    task: 'random to gif',
    mode: '2026',
    calls: 'getRandomScreencap, getGifUrl',
    run: async (client) => (await client.getRandomScreencap()).getGifUrl(),
  },
  {
    task: 'random to gif',
    mode: '2026',
    calls: 'getRandomScreencap, renderGif',
    run: async (client) => client.renderGif(await client.getRandomScreencap()),
  },
];

/** Whether the service serves what a task produced (a comic image, a meme image, a rendered clip, an editor page). */
async function works(url: string): Promise<string> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.ok ? 'yes' : `no (${response.status})`;
  } catch (error) {
    return `no (${(error as Error).message})`;
  }
}

async function countOne(fake: FakeServiceHandle, recipe: Recipe): Promise<(string | number)[]> {
  await fake.reset();
  const client = new ScreencapClient(fake.url, 'The Testingtons', { generation: recipe.mode, maxRetries: 0 });
  try {
    let result: string;
    try {
      result = await recipe.run(client);
    } catch (error) {
      const log = await fake.requests();
      return [recipe.task, recipe.mode, recipe.calls, log.length, log.map((request) => request.endpoint).join(', '), `fails: ${(error as Error).name}`];
    }
    const log = await fake.requests();
    return [recipe.task, recipe.mode, recipe.calls, log.length, log.map((request) => request.endpoint).join(', '), await works(result)];
  } finally {
    client.close();
  }
}

async function main(): Promise<void> {
  const rows: (string | number)[][] = [];
  for (const mode of ['classic', '2026'] as const) {
    const fake = await startFakeService({ mode, renderStepMs: 1 });
    try {
      for (const recipe of RECIPES.filter((candidate) => candidate.mode === mode)) rows.push(await countOne(fake, recipe));
    } finally {
      await fake.close();
    }
  }
  console.log(table(['task', 'service', 'calls', 'requests', 'endpoints, in order', 'result works'], rows));
}

await main();

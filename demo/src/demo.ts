/**
 * The SDK in one minute: starts the fake screencap service in a child
 * process, as the live instances run today (the 2026 generation), then asks
 * it the same things through `@screencap/async` and `@screencap/sync`,
 * prints what each flavour got, opens every link it handed out to show that
 * it works, and checks the two flavours agree.
 * Run it with `npm run demo` (or `node demo/dist/demo.js` once built).
 */
import { isDeepStrictEqual } from 'node:util';
import { ScreencapClient as AsyncClient } from '@screencap/async';
import type { BaseScreencap, ClientOptions, Frame } from '@screencap/core';
import { type FakeServiceHandle, catalogue, landmarks, startFakeServiceProcess } from '@screencap/fake-service';
import { ScreencapClient as SyncClient } from '@screencap/sync';

const QUERY = 'pancakes';
// Half a sentence that the show says over three subtitle lines.
const QUOTE = landmarks.quotes.acrossLines;
const SHOWN_RESULTS = 3;
// The fake listens on 127.0.0.1, a host the SDK cannot know runs the 2026
// service, so the demo says so; `new Frinkiac()` needs no such option.
const OPTIONS: ClientOptions = { generation: '2026' };

/** What one flavour found: plain data, so that the two flavours can be compared. */
interface Tour {
  readonly random: { readonly title: string; readonly episode: string; readonly time: string; readonly caption: string };
  readonly search: { readonly count: number; readonly first: readonly { readonly key: string; readonly time: string }[] };
  readonly media: { readonly at: string; readonly comicUrl: string; readonly stripUrl: string; readonly gifUrl: string; readonly renderedUrl: string };
  readonly quote: QuotePost;
}

/** What a quote bot posts for {@link QUOTE}: plain data, read from a match of either flavour. */
interface QuotePost {
  readonly at: string;
  readonly lines: readonly string[];
  readonly gifUrl: string;
  readonly stripUrl: string;
  readonly editorUrl: string;
}

/** The match's lines as `mm:ss.s-mm:ss.s  text`. */
function quotePost(match: { screencap: BaseScreencap; lines: readonly { text: string; start: number; end: number }[]; getComicStripUrl(): string; getComicEditorUrl(): string }, gifUrl: string): QuotePost {
  const seconds = (ms: number): string => (ms / 1000).toFixed(1);
  return {
    at: `${match.screencap.key} at ${match.screencap.getRealTimestamp()}`,
    lines: match.lines.map((line) => `${seconds(line.start)}-${seconds(line.end)} s  ${line.text}`),
    gifUrl,
    stripUrl: match.getComicStripUrl(),
    editorUrl: match.getComicEditorUrl(),
  };
}

/** `S05E01 (Season 5, episode 1)` */
function episodeCode(season: number, episode: number): string {
  return `S${String(season).padStart(2, '0')}E${String(episode).padStart(2, '0')} (Season ${season}, episode ${episode})`;
}

/** The plain-data record of what a flavour found. */
function tour(random: BaseScreencap, results: readonly Frame[], screencap: BaseScreencap, gifUrl: string, renderedUrl: string, quote: QuotePost): Tour {
  return {
    random: { title: random.title, episode: episodeCode(random.season, random.episode), time: random.getRealTimestamp(), caption: random.caption },
    search: { count: results.length, first: results.slice(0, SHOWN_RESULTS).map((frame) => ({ key: frame.key, time: frame.getRealTimestamp() })) },
    media: { at: `${screencap.key} at ${screencap.getRealTimestamp()}`, comicUrl: screencap.getMemeUrl(), stripUrl: screencap.getComicStripUrl(), gifUrl, renderedUrl },
    quote,
  };
}

async function asyncTour(url: string): Promise<Tour> {
  const client = new AsyncClient(url, catalogue.title, OPTIONS);
  try {
    const random = await client.getRandomScreencap();
    const results = await client.search(QUERY);
    const screencap = await client.getScreencap(results[0]);
    const gifUrl = await screencap.getGifUrl();
    const renderedUrl = await client.generateGif(gifUrl);
    // A quote bot: the best hit, its whole sentence, each line timed in the gif.
    const match = await client.findQuote(QUOTE);
    return tour(random, results, screencap, gifUrl, renderedUrl, quotePost(match, await match.getGifUrl()));
  } finally {
    client.close();
  }
}

// The same calls without await: the blocking flavour, for scripts.
function syncTour(url: string): Tour {
  const client = new SyncClient(url, catalogue.title, OPTIONS);
  const random = client.getRandomScreencap();
  const results = client.search(QUERY);
  const screencap = client.getScreencap(results[0]);
  const gifUrl = screencap.getGifUrl();
  const renderedUrl = client.generateGif(gifUrl);
  const match = client.findQuote(QUOTE);
  return tour(random, results, screencap, gifUrl, renderedUrl, quotePost(match, match.getGifUrl()));
}

/** `200 image/jpeg` (`text/html` for the editor): what the service answers to a GET of a link the SDK handed out. */
async function openLink(url: string): Promise<string> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return `${response.status} ${response.headers.get('content-type') ?? ''}`.trim();
}

async function printLinks(tour: Tour): Promise<boolean> {
  const { media } = tour;
  let allWork = true;
  console.log(`Media of the first result (${media.at}), each link opened`);
  for (const [label, url] of [['comic', media.comicUrl], ['strip', media.stripUrl], ['gif', media.gifUrl], ['rendered', media.renderedUrl]] as const) {
    const answer = await openLink(url);
    allWork &&= answer.startsWith('200');
    console.log(`  ${label.padEnd(9)} ${url}\n            -> ${answer}`);
  }
  const { quote } = tour;
  console.log(`\nfindQuote("${QUOTE}"): ${quote.at}, the whole sentence`);
  for (const line of quote.lines) console.log(`  ${line}`);
  for (const [label, url] of [['gif', quote.gifUrl], ['strip', quote.stripUrl], ['editor', quote.editorUrl]] as const) {
    const answer = await openLink(url);
    allWork &&= answer.startsWith('200');
    console.log(`  ${label.padEnd(9)} ${url}\n            -> ${answer}`);
  }
  console.log('');
  return allWork;
}

function printTour(flavour: string, tour: Tour): void {
  const { random, search } = tour;
  console.log(`== ${flavour} ==\n`);
  console.log('A random screencap');
  console.log(`  ${random.title}, ${random.episode}, at ${random.time}`);
  console.log(`  "${random.caption}"\n`);
  console.log(`Search "${QUERY}": ${search.count} results, the first ${search.first.length}`);
  for (const frame of search.first) console.log(`  ${frame.key}  ${frame.time}`);
  console.log('');
}

async function main(): Promise<void> {
  const service: FakeServiceHandle = await startFakeServiceProcess({ mode: '2026' });
  try {
    console.log(`A fake "${catalogue.title}" screencap service is running at ${service.url}\n`);
    const fromAsync = await asyncTour(service.url);
    printTour('@screencap/async', fromAsync);
    const linksWork = await printLinks(fromAsync);
    // Back to the start of the seeded random sequence, so both flavours get the same random screencap.
    await service.reset();
    const fromSync = syncTour(service.url);
    printTour('@screencap/sync', fromSync);
    if (!isDeepStrictEqual(fromAsync, fromSync)) throw new Error('the two flavours gave different results');
    if (!linksWork) throw new Error('a link the SDK handed out does not work on the instance it came from');
    console.log('Both flavours gave the same results.');
  } finally {
    await service.close();
  }
}

try {
  await main();
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`demo failed: ${message.replace(/\s*\n\s*/g, ' ')}`);
  process.exitCode = 1;
}

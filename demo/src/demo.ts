/**
 * The SDK in one minute: starts the fake screencap service in a child
 * process, as the live instances run today (the 2026 generation), then asks
 * it the same things through `@screencap/async` and `@screencap/sync`,
 * prints what each flavour got, opens every link it handed out to show that
 * it works (as a browser does: the CDN wants its User-Agent and the site as
 * Referer), downloads a gif and an image as a chat bot attaches them, and
 * checks the two flavours agree.
 * Run it with `npm run demo` (or `node demo/dist/demo.js` once built).
 */
import { isDeepStrictEqual } from 'node:util';
import { ScreencapClient as AsyncClient } from '@screencap/async';
import type { BaseScreencap, ClientOptions, DownloadedMedia, Frame } from '@screencap/core';
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
  readonly media: {
    readonly at: string;
    readonly comicUrl: string;
    readonly stripUrl: string;
    readonly thumbnailUrl: string;
    readonly gifUrl: string;
    readonly renderedUrl: string;
  };
  /** The gif and the thumbnail, downloaded as a chat bot attaches them. */
  readonly files: { readonly gif: FileSummary; readonly image: FileSummary };
  readonly quote: QuotePost;
}

/** What a download gave, without its bytes. */
interface FileSummary {
  readonly contentType: string;
  readonly size: number;
  readonly magic: string;
}

/** A downloaded file in brief: its type, size and first bytes (`GIF89a`, or `ffd8ff` for a JPEG). */
function summary(file: DownloadedMedia): FileSummary {
  const magic = file.data[0] === 0x47 ? new TextDecoder().decode(file.data.subarray(0, 6)) : Buffer.from(file.data.subarray(0, 3)).toString('hex');
  return { contentType: file.contentType, size: file.size, magic };
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
function tour(random: BaseScreencap, results: readonly Frame[], screencap: BaseScreencap, urls: { gifUrl: string; renderedUrl: string }, files: Tour['files'], quote: QuotePost): Tour {
  return {
    random: { title: random.title, episode: episodeCode(random.season, random.episode), time: random.getRealTimestamp(), caption: random.caption },
    search: { count: results.length, first: results.slice(0, SHOWN_RESULTS).map((frame) => ({ key: frame.key, time: frame.getRealTimestamp() })) },
    media: {
      at: `${screencap.key} at ${screencap.getRealTimestamp()}`,
      comicUrl: screencap.getMemeUrl(),
      stripUrl: screencap.getComicStripUrl(),
      thumbnailUrl: screencap.getThumbnailUrl(),
      ...urls,
    },
    files,
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
    // Files rather than links, as a bot posts them where the chat cannot fetch the CDN's links.
    const files = { gif: summary(await client.download(renderedUrl)), image: summary(await client.download(screencap.getThumbnailUrl())) };
    // A quote bot: the best hit, its whole sentence, each line timed in the gif.
    const match = await client.findQuote(QUOTE);
    return tour(random, results, screencap, { gifUrl, renderedUrl }, files, quotePost(match, await match.getGifUrl()));
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
  const files = { gif: summary(client.download(renderedUrl)), image: summary(client.download(screencap.getThumbnailUrl())) };
  const match = client.findQuote(QUOTE);
  const quote = quotePost(match, match.getGifUrl());
  client.close();
  return tour(random, results, screencap, { gifUrl, renderedUrl }, files, quote);
}

// What a browser sends, and the CDN in front of the services asks of image and video requests.
const BROWSER_HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
};

/** `200 image/jpeg` (`text/html` for the editor): what the service answers to a GET of a link the SDK handed out, opened as a browser on the site does. */
async function openLink(url: string): Promise<string> {
  const response = await fetch(url, { headers: { ...BROWSER_HEADERS, referer: `${new URL(url).origin}/` } });
  await response.arrayBuffer();
  return `${response.status} ${response.headers.get('content-type') ?? ''}`.trim();
}

async function printLinks(tour: Tour): Promise<boolean> {
  const { media } = tour;
  let allWork = true;
  console.log(`Media of the first result (${media.at}), each link opened`);
  const links = [['comic', media.comicUrl], ['strip', media.stripUrl], ['thumbnail', media.thumbnailUrl], ['gif', media.gifUrl], ['rendered', media.renderedUrl]] as const;
  for (const [label, url] of links) {
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
  console.log('\nDownloaded to attach to a chat message (client.download)');
  for (const [label, file] of Object.entries(tour.files)) console.log(`  ${label.padEnd(9)} ${file.contentType}, ${file.size} bytes, starts ${file.magic}`);
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
  // As the live service: the 2026 generation behind its CDN.
  const service: FakeServiceHandle = await startFakeServiceProcess({ mode: '2026', cdn: true });
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

/**
 * The SDK in one minute: starts the fake screencap service in a child
 * process, then asks it the same things through `@screencap/async` and
 * `@screencap/sync`, prints what each flavour got, and checks they agree.
 * Run it with `npm run demo` (or `node demo/dist/demo.js` once built).
 */
import { isDeepStrictEqual } from 'node:util';
import { ScreencapClient as AsyncClient } from '@screencap/async';
import type { BaseScreencap, Frame } from '@screencap/core/internal';
import { type FakeServiceHandle, catalogue, startFakeServiceProcess } from '@screencap/fake-service';
import { ScreencapClient as SyncClient } from '@screencap/sync';

const QUERY = 'pancakes';
const SHOWN_RESULTS = 3;

/** What one flavour found: plain data, so that the two flavours can be compared. */
interface Tour {
  readonly random: { readonly title: string; readonly episode: string; readonly time: string; readonly caption: string };
  readonly search: { readonly count: number; readonly first: readonly { readonly key: string; readonly time: string }[] };
  readonly media: { readonly at: string; readonly memeUrl: string; readonly gifUrl: string; readonly renderedUrl: string };
}

/** `S05E01 (Season 5, episode 1)` */
function episodeCode(season: number, episode: number): string {
  return `S${String(season).padStart(2, '0')}E${String(episode).padStart(2, '0')} (Season ${season}, episode ${episode})`;
}

/** The plain-data record of what a flavour found. */
function tour(random: BaseScreencap, results: readonly Frame[], screencap: BaseScreencap, gifUrl: string, renderedUrl: string): Tour {
  return {
    random: { title: random.title, episode: episodeCode(random.season, random.episode), time: random.getRealTimestamp(), caption: random.caption },
    search: { count: results.length, first: results.slice(0, SHOWN_RESULTS).map((frame) => ({ key: frame.key, time: frame.getRealTimestamp() })) },
    media: { at: `${screencap.key} at ${screencap.getRealTimestamp()}`, memeUrl: screencap.getMemeUrl(), gifUrl, renderedUrl },
  };
}

async function asyncTour(url: string): Promise<Tour> {
  const client = new AsyncClient(url, catalogue.title);
  try {
    const random = await client.getRandomScreencap();
    const results = await client.search(QUERY);
    const screencap = await client.getScreencap(results[0]);
    const gifUrl = await screencap.getGifUrl();
    return tour(random, results, screencap, gifUrl, await client.generateGif(gifUrl));
  } finally {
    client.close();
  }
}

// The same calls without await: the blocking flavour, for scripts.
function syncTour(url: string): Tour {
  const client = new SyncClient(url, catalogue.title);
  const random = client.getRandomScreencap();
  const results = client.search(QUERY);
  const screencap = client.getScreencap(results[0]);
  const gifUrl = screencap.getGifUrl();
  return tour(random, results, screencap, gifUrl, client.generateGif(gifUrl));
}

function printTour(flavour: string, tour: Tour): void {
  const { random, search, media } = tour;
  console.log(`== ${flavour} ==\n`);
  console.log('A random screencap');
  console.log(`  ${random.title}, ${random.episode}, at ${random.time}`);
  console.log(`  "${random.caption}"\n`);
  console.log(`Search "${QUERY}": ${search.count} results, the first ${search.first.length}`);
  for (const frame of search.first) console.log(`  ${frame.key}  ${frame.time}`);
  console.log(`\nMedia of the first result (${media.at})`);
  console.log(`  meme      ${media.memeUrl}`);
  console.log(`  gif       ${media.gifUrl}`);
  console.log(`  rendered  ${media.renderedUrl}\n`);
}

async function main(): Promise<void> {
  const service: FakeServiceHandle = await startFakeServiceProcess();
  try {
    console.log(`A fake "${catalogue.title}" screencap service is running at ${service.url}\n`);
    const fromAsync = await asyncTour(service.url);
    printTour('@screencap/async', fromAsync);
    // Back to the start of the seeded random sequence, so both flavours get the same random screencap.
    await service.reset();
    const fromSync = syncTour(service.url);
    printTour('@screencap/sync', fromSync);
    if (!isDeepStrictEqual(fromAsync, fromSync)) throw new Error('the two flavours gave different results');
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

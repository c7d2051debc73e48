// The README's server quick start in TypeScript, offline: `quote()` as the
// README writes it, given the client, run against a local fake Frinkiac that
// answers as the live one has since May 2026. Run it (Node.js 22.12 or newer):
// `node --experimental-strip-types examples/quick-start/quote-bot.ts`.
import { NoSearchResultsFound, RenderError, ScreencapClient } from '@screencap/async';
import { landmarks, startFakeService, type FakeServiceHandle } from '@screencap/fake-service';

export async function quote(frinkiac: ScreencapClient, text: string): Promise<string> {
  try {
    const match = await frinkiac.findQuote(text, { seasonMax: 9, seasonFallback: true });
    const { title } = match.screencap;
    try {
      return `${title}: "${match.text}"\n${await match.getGifUrl()}`;
    } catch (error) {
      if (error instanceof RenderError) return `${title}: "${match.text}"\n${match.getComicStripUrl()}`;
      throw error;
    }
  } catch (error) {
    if (error instanceof NoSearchResultsFound) return 'Never heard of it.';
    throw error;
  }
}

const fake: FakeServiceHandle = await startFakeService({ mode: '2026' });
// Live: `new Frinkiac({ timeout: 5, userAgent: 'quote-bot/1.0' })`.
const frinkiac = new ScreencapClient(fake.url, 'Frinkiac', { generation: '2026', timeout: 5, userAgent: 'quote-bot/1.0' });
try {
  console.log(await quote(frinkiac, landmarks.quotes.repeated));
  console.log(await quote(frinkiac, landmarks.searches.none));
} finally {
  frinkiac.close();
  await fake.close();
}

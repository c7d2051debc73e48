// The README's server quick start (`@screencap/async`), offline: the same
// quote bot, against a local fake Frinkiac that answers as the live one has
// since May 2026, instead of frinkiac.com. Run it: `node examples/quick-start/async.mjs`.
import { NoSearchResultsFound, RenderError, ScreencapClient } from '@screencap/async';
import { landmarks, startFakeService } from '@screencap/fake-service';

// In this process: only the blocking flavour needs the fake in a child process.
const fake = await startFakeService({ mode: '2026' });
// Live: `new Frinkiac({ timeout: 5, userAgent: 'quote-bot/1.0' })`.
const frinkiac = new ScreencapClient(fake.url, 'Frinkiac', { generation: '2026', timeout: 5, userAgent: 'quote-bot/1.0' });

async function quote(text) {
  try {
    // The hit whose subtitle best matches the text (near-duplicates merged),
    // grown to whole sentences: one search and one caption request.
    const match = await frinkiac.findQuote(text, { seasonMax: 9, seasonFallback: true });
    const { title } = match.screencap;
    try {
      return `${title}: "${match.text}"\n${await match.getGifUrl()}`; // one render, each line timed
    } catch (error) {
      if (error instanceof RenderError) return `${title}: "${match.text}"\n${match.getComicStripUrl()}`;
      throw error;
    }
  } catch (error) {
    if (error instanceof NoSearchResultsFound) return 'Never heard of it.';
    throw error;
  }
}

try {
  // The fake's show is "The Testingtons": its quotes, not Milhouse's.
  console.log(await quote(landmarks.quotes.acrossLines)); // a sentence spread over three lines
  console.log(await quote(landmarks.searches.none));      // nothing says it

  // The package README's steps: the match, its gif, its strip and the comic editor.
  const match = await frinkiac.findQuote(landmarks.quotes.repeated);
  console.log(match.text);
  console.log(await match.getGifUrl());
  console.log(match.getComicStripUrl());
  console.log(match.getComicEditorUrl());
} finally {
  frinkiac.close();
  await fake.close();
}

// The README's script quick start (`@screencap/sync`), offline: the same
// calls against a local fake service that answers as the live ones have
// since May 2026. Run it: `node examples/quick-start/sync.mjs`.
import { landmarks, startFakeServiceProcess } from '@screencap/fake-service';
import { ScreencapClient } from '@screencap/sync';

// A child process: a blocking call would block a server on this thread too.
const fake = await startFakeServiceProcess({ mode: '2026' });
// Live: `new Morbotron()`.
const morbotron = new ScreencapClient(fake.url, 'Morbotron', { generation: '2026' });
// Live: `new Frinkiac()`.
const frinkiac = new ScreencapClient(fake.url, 'Frinkiac', { generation: '2026' });
try {
  const screencap = morbotron.getRandomScreencap();
  console.log(screencap.caption);
  console.log(screencap.getGifUrl({ before: 1000, after: 2000 })); // blocks while the service renders
  console.log(screencap.getComicStripUrl());                        // one panel per subtitle line

  // The package README's steps. The fake's show has its own quotes.
  const match = frinkiac.findQuote(landmarks.quotes.acrossLines); // search + caption: the lines that say it, whole sentences
  console.log(match.text);
  console.log(match.getGifUrl());        // one render, each line captioned while it is spoken
  console.log(match.getComicStripUrl()); // or a strip, one panel per line

  const found = frinkiac.searchForScreencap(landmarks.searches.ampersand);
  console.log(found.title, found.getRealTimestamp());
  console.log(found.getGifUrl({ caption: 'S-M-R-T' }));
} finally {
  morbotron.close();
  frinkiac.close();
  await fake.close();
}

// `npm run dev -- "<words>"`: the script against a local fake screencap
// service instead of Frinkiac. The fake runs in a child process: a blocking
// call waits with its whole thread, so a server on this thread could not answer.
import { startFakeServiceProcess } from '@screencap/fake-service';
import { quoteLines } from '../src/quote.ts';
import { screencapsFor } from '../src/screencaps.ts';

const service = await startFakeServiceProcess({ mode: '2026' });
const screencaps = screencapsFor({ SCREENCAP_BASE_URL: service.url }, { generation: '2026' });
try {
  console.log(`fake screencap service at ${service.url}: its show is "The Testingtons"`);
  console.log(quoteLines(screencaps, process.argv.slice(2).join(' ') || 'pancakes').join('\n'));
} finally {
  screencaps.close();
  await service.close();
}

// `npm start -- "<words>"`: prints the line that says them (no words: a
// random quote), with links to its gif and strip, from Frinkiac
// (SCREENCAP_BASE_URL for another instance).
import { quoteLines } from './quote.ts';
import { screencapsFor } from './screencaps.ts';

const screencaps = screencapsFor(process.env);
try {
  console.log(quoteLines(screencaps, process.argv.slice(2).join(' ')).join('\n'));
} finally {
  screencaps.close();
}

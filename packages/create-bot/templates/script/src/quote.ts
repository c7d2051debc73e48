// What the script prints for some words: the line that says them, where it
// is, and links to its gif and its comic strip. Every call blocks until the
// service answers, so the code reads top to bottom.
import { NoSearchResultsFound, RenderError, type ScreencapClient } from '@screencap/sync';

/** The lines to print for `words`; `Nobody says "..."` when no clip says them. */
export function quoteLines(screencaps: ScreencapClient, words: string): string[] {
  if (words.trim() === '') return ['Usage: npm start -- "<words someone says>"'];
  try {
    // The best hit, grown to whole sentences: one search and one caption request.
    const match = screencaps.findQuote(words);
    const { screencap } = match;
    const lines = [match.text, `${screencap.key} ${screencap.title} (${screencap.getRealTimestamp()})`];
    try {
      lines.push(`gif: ${match.getGifUrl()}`); // blocks while the service renders it
    } catch (error) {
      if (!(error instanceof RenderError)) throw error;
      lines.push(`no gif: ${error.message}`);
    }
    // Comics exist on the 2026 service only.
    if (screencaps.generation === '2026') lines.push(`strip: ${match.getComicStripUrl()}`);
    return lines;
  } catch (error) {
    if (error instanceof NoSearchResultsFound) return [`Nobody says "${words}".`];
    throw error;
  }
}

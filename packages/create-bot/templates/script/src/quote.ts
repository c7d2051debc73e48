// What the script prints for some words: the line that says them, where it
// is, and links to its gif and its comic strip. Every call blocks until the
// service answers, so the code reads top to bottom.
import { NoSearchResultsFound, RenderError, type ScreencapClient } from '@screencap/sync';

/**
 * The lines to print for `words`, or for a random quote when there are none;
 * `Nobody says "..."` when no clip says them.
 */
export function quoteLines(screencaps: ScreencapClient, words: string): string[] {
  try {
    // One of the strong hits (weighted by score, so a second run may differ), grown to whole sentences:
    // one search and one caption request. No words: a random frame's lines, as a match.
    const match = words.trim() === '' ? screencaps.randomQuote() : screencaps.findQuote(words, { pick: 'weighted' });
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

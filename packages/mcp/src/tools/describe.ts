import type { BaseScreencap, QuoteMatch, ScreencapClient } from '@screencap/async';

/** The lines that name a screencap: episode, title, time and links. */
export function describeScreencap(screencap: BaseScreencap): string[] {
  const title = screencap.title === '' ? '' : ` "${screencap.title}"`;
  return [
    `episode: ${screencap.key}${title} (season ${screencap.season}, episode ${screencap.episode})`,
    `timestamp: ${screencap.timestamp} ms (${screencap.getRealTimestamp()})`,
    `caption: ${screencap.caption}`,
    `thumbnail: ${screencap.getThumbnailUrl()}`,
  ];
}

/**
 * The captioned still of a quote match that works on the client's generation
 * in use: on a 2026 instance the match's one-panel comic; on a classic one
 * (which has no `comic/img`) the screencap's `meme/` link with the match's
 * lines as its caption, one a line.
 */
export function quoteStillUrl(client: ScreencapClient, match: QuoteMatch): string {
  if (client.generation === '2026') return match.getComicUrl();
  return match.screencap.getMemeUrl(match.lines.map((line) => line.text).join('\n'));
}

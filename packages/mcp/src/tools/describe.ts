import type { BaseScreencap, QuoteMatch, ScreencapClient } from '@screencap/async';
import { z } from 'zod';

/** The structured form of a screencap, in every tool's `outputSchema` that names a frame. */
export const screencapSchema = z.object({
  key: z.string().describe('the episode key, such as S05E01'),
  title: z.string().describe("the episode's title ('' when the service has none)"),
  season: z.number().int(),
  episode: z.number().int().describe('the episode number within its season'),
  timestamp: z.number().int().describe("the frame's timestamp, in ms"),
  time: z.string().describe('the time in the episode, mm:ss'),
  caption: z.string().describe("the frame's own subtitle lines"),
  thumbnailUrl: z.string().describe("a small image of the frame (the instance's CDN wants its site as Referer)"),
});

/** A screencap's facts, as {@link screencapSchema} has them. */
export function screencapFacts(screencap: BaseScreencap): z.infer<typeof screencapSchema> {
  return {
    key: screencap.key,
    title: screencap.title,
    season: screencap.season,
    episode: screencap.episode,
    timestamp: screencap.timestamp,
    time: screencap.getRealTimestamp(),
    caption: screencap.caption,
    thumbnailUrl: screencap.getThumbnailUrl(),
  };
}

/**
 * The lines that name a screencap: episode, title, time and links. `caption`
 * replaces the frame's own lines where the tool drew another caption.
 */
export function describeScreencap(screencap: BaseScreencap, caption: string = screencap.caption): string[] {
  const title = screencap.title === '' ? '' : ` "${screencap.title}"`;
  return [
    `episode: ${screencap.key}${title} (season ${screencap.season}, episode ${screencap.episode})`,
    `timestamp: ${screencap.timestamp} ms (${screencap.getRealTimestamp()})`,
    `caption: ${caption}`,
    `thumbnail: ${screencap.getThumbnailUrl()}`,
  ];
}

/** The caption a quote's still carries: the match's lines, one a line. */
export function quoteCaption(match: QuoteMatch): string {
  return match.lines.map((line) => line.text).join('\n');
}

/**
 * The captioned still of a quote match that works on the client's generation
 * in use: on a 2026 instance the match's one-panel comic; on a classic one
 * (which has no `comic/img`) the screencap's `meme/` link with the match's
 * lines as its caption, one a line.
 */
export function quoteStillUrl(client: ScreencapClient, match: QuoteMatch): string {
  if (client.generation === '2026') return match.getComicUrl();
  return match.screencap.getMemeUrl(quoteCaption(match));
}

/** The optional thumbnail problem of a structured result (absent when the image is attached). */
export const thumbnailProblemSchema = z.string().optional().describe('why the thumbnail image is not attached (absent when it is)');

/** `{ thumbnailProblem }` when there is one, else `{}`: a structured result's optional field. */
export function thumbnailProblem(problem: string | undefined): { thumbnailProblem?: string } {
  return problem === undefined ? {} : { thumbnailProblem: problem };
}

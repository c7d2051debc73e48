import type { BaseScreencap } from '@screencap/async';

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

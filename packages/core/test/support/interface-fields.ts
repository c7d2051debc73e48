// The thirteen scalar fields the interface gives a Screencap, picked out so a
// test can compare them in one `toEqual` (shared by the async client's and
// the conformance tests).
import type { BaseScreencap } from '../../src/models/base-screencap.js';

/** The fields, by name; structural, so a screencap built from the packages' dist types fits too. */
export type InterfaceFields = Pick<
  BaseScreencap,
  'id' | 'key' | 'timestamp' | 'episode' | 'season' | 'title' | 'director' | 'writer' | 'airDate' | 'wikiUrl' | 'caption' | 'gifUrl' | 'mp4Url'
>;

/** The interface's scalar fields of `screencap`, and nothing else. */
export function interfaceFields(screencap: InterfaceFields): InterfaceFields {
  return {
    id: screencap.id,
    key: screencap.key,
    timestamp: screencap.timestamp,
    episode: screencap.episode,
    season: screencap.season,
    title: screencap.title,
    director: screencap.director,
    writer: screencap.writer,
    airDate: screencap.airDate,
    wikiUrl: screencap.wikiUrl,
    caption: screencap.caption,
    gifUrl: screencap.gifUrl,
    mp4Url: screencap.mp4Url,
  };
}

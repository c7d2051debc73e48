// Raw JSON shaped as service-facts.md shows it. Each export is a function so
// that no test can change another's copy.
import { readFileSync } from 'node:fs';
import { classicCaption } from '../../../core/test/support/payloads.js';

/** The base address of the instance the nock tests talk to (the one core's tests use). */
export { BASE } from '../../../core/test/support/payloads.js';
/** `BASE` without its path, as nock takes it. */
export const ORIGIN = 'https://frinkiac.com';
/** The package's version, from its manifest (test/version.test.ts checks that VERSION agrees). */
export const VERSION_TEXT = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
/** The `User-Agent` the client sends with no `userAgent` option. */
export const DEFAULT_USER_AGENT = `@screencap/async/${VERSION_TEXT} node/${process.version}`;

/**
 * A caption response. Its caption, "Me fail English? That's unpossible! Maybe",
 * formats (24 characters a line, shortened) to
 * "Me fail English? That's\nunpossible!", which encodes to
 * `TWUgZmFpbCBFbmdsaXNoPyBUaGF0J3MKdW5wb3NzaWJsZSE=`.
 */
export function screencapJson() {
  return {
    // Core's classic episode, with the stray line breaks the service sends.
    Episode: { ...classicCaption().Episode, Title: "Homer's\nBarbershop Quartet", Writer: 'Jeff Martin\n', MinTimestamp: 0 },
    Frame: { Id: 701002, Episode: 'S05E01', Timestamp: 200160 },
    Subtitles: [
      { Id: 9001, Episode: 'S05E01', StartTimestamp: 198300, EndTimestamp: 199400, Content: 'Me fail English?', Language: 'en' },
      { Id: 9002, Episode: 'S05E01', StartTimestamp: 199500, EndTimestamp: 200900, Content: "That's unpossible!" },
      { Id: 9003, Episode: 'S05E01', StartTimestamp: 201000, EndTimestamp: 201400, Content: 'Maybe' },
    ],
    Nearby: [
      { Id: 701001, Episode: 'S05E01', Timestamp: 199960 },
      { Id: 701002, Episode: 'S05E01', Timestamp: 200160 },
    ],
  };
}

/** A search answer of the 2026 service: frames with `Content` and `Title`. */
export function searchJson() {
  return [
    { Id: 701002, Episode: 'S05E01', Timestamp: 200160, Content: 'Me fail English?', Title: "Homer's Barbershop Quartet" },
    { Id: 1234, Episode: 'S02E09', Timestamp: 65432 },
  ];
}

/** A frames answer around 200160 ms, deliberately out of time order. */
export function framesJson() {
  return [
    { Id: 701010, Episode: 'S05E01', Timestamp: 200160 },
    { Id: 701000, Episode: 'S05E01', Timestamp: 197160 },
    { Id: 701020, Episode: 'S05E01', Timestamp: 204160 },
  ];
}

/** A nearby answer: seven frames in time order. */
export function nearbyJson() {
  return [199560, 199760, 199960, 200160, 200360, 200560, 200760].map((Timestamp, index) => ({
    Id: 700999 + index,
    Episode: 'S05E01',
    Timestamp,
  }));
}

/** An episode view answer, with a key no schema knows. */
export function episodeViewJson() {
  return {
    Episode: classicCaption().Episode,
    Subtitles: [{ Id: 9001, Episode: 'S05E01', StartTimestamp: 198300, EndTimestamp: 199400, Content: 'Me fail English?' }],
    Extra: { Kept: true },
  };
}

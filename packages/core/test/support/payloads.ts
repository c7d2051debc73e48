// Raw JSON shaped as service-facts.md shows it, shared by the schema, model and
// client tests. Each export is a function so that no test can mutate another's copy.

/** Base address every test instance uses. */
export const BASE = 'https://frinkiac.com/';

/** The classic (pre-2026) caption response, with its seven Nearby frames. */
export function classicCaption() {
  return {
    Episode: {
      Id: 101,
      Key: 'S05E01',
      Season: 5,
      EpisodeNumber: 1,
      Title: "Homer's Barbershop Quartet",
      Director: 'Mark Kirkland',
      Writer: 'Jeff Martin',
      OriginalAirDate: '30-Sep-93',
      WikiLink: 'https://en.wikipedia.org/wiki/Homer%27s_Barbershop_Quartet',
    },
    Frame: { Id: 701002, Episode: 'S05E01', Timestamp: 200160 },
    Subtitles: [
      {
        Id: 9001,
        RepresentativeTimestamp: 199800,
        Episode: 'S05E01',
        StartTimestamp: 198300,
        EndTimestamp: 201400,
        Content: 'That is impossible!',
        Language: 'en',
      },
    ],
    Nearby: [
      { Id: 700999, Episode: 'S05E01', Timestamp: 199560 },
      { Id: 701000, Episode: 'S05E01', Timestamp: 199760 },
      { Id: 701001, Episode: 'S05E01', Timestamp: 199960 },
      { Id: 701002, Episode: 'S05E01', Timestamp: 200160 },
      { Id: 701003, Episode: 'S05E01', Timestamp: 200360 },
      { Id: 701004, Episode: 'S05E01', Timestamp: 200560 },
      { Id: 701005, Episode: 'S05E01', Timestamp: 200760 },
    ],
  };
}

/**
 * A 2026 caption response: ISO air date, top-level MinTimestamp/MaxTimestamp,
 * video sizes on the episode, keys no schema knows, stray line breaks in the metadata, a caption of
 * four subtitles, and no Nearby (the 2026 service sends it only on `nearby=1`).
 */
export function caption2026() {
  return {
    Episode: {
      Id: 88,
      Key: 'S04E05',
      Season: 4,
      EpisodeNumber: 5,
      Title: 'Lisa the\nBeauty Queen\n',
      Director: 'Jim Reardon\n',
      Writer: 'Jeff\n  Martin',
      OriginalAirDate: '1992-10-15\n',
      WikiLink: ' https://en.wikipedia.org/wiki/Lisa_the_Beauty_Queen\n',
      VideoWidth: 1440,
      VideoHeight: 1080,
      Slug: 'lisa-the-beauty-queen',
    },
    Frame: {
      Id: 412345,
      Episode: 'S04E05',
      Timestamp: 1023456,
      VideoWidth: 1440,
      VideoHeight: 1080,
      Blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
    },
    Subtitles: [
      { Id: 5001, Episode: 'S04E05', StartTimestamp: 1021000, EndTimestamp: 1022500, Content: 'I am so smart!', Language: 'en' },
      { Id: 5002, Episode: 'S04E05', StartTimestamp: 1022500, EndTimestamp: 1024000, Content: 'I am so smart!', Language: 'en' },
      { Id: 5003, Episode: 'S04E05', StartTimestamp: 1024000, EndTimestamp: 1025000, Content: 'S-M-R-T!', Language: 'en' },
      { Id: 5004, Episode: 'S04E05', StartTimestamp: 1025000, EndTimestamp: 1027000, Content: 'I mean S-M-A-R-T', Language: 'en' },
    ],
    MinTimestamp: 0,
    MaxTimestamp: 1341800,
    Rating: 'TV-PG',
  };
}

/** Search results as the 2026 service sends them, with Content and Title. */
export function searchResults2026() {
  return [
    { Id: 701002, Episode: 'S05E01', Timestamp: 200160, Content: 'That is impossible!', Title: "Homer's Barbershop Quartet" },
    { Id: 1337, Episode: 'S10E02', Timestamp: 125000, Content: 'Impossible? Nothing is impossible.', Title: 'The Wizard of Evergreen Terrace' },
    { Id: 99, Episode: 'S01E01', Timestamp: 0, Content: "It's impossible!", Title: 'Simpsons Roasting on an Open Fire' },
  ];
}

/** The frames endpoint's answer for a window around S05E01 at 200160. */
export function framesWindow() {
  return [
    { Id: 700990, Episode: 'S05E01', Timestamp: 197160 },
    { Id: 701002, Episode: 'S05E01', Timestamp: 200160 },
    { Id: 701010, Episode: 'S05E01', Timestamp: 203994 },
  ];
}

/** The episode endpoint's answer for a known key. */
export function episodeView() {
  return {
    Episode: classicCaption().Episode,
    Subtitles: [
      { Id: 9000, RepresentativeTimestamp: 196000, Episode: 'S05E01', StartTimestamp: 195100, EndTimestamp: 198200, Content: 'Our next act...', Language: 'en' },
      { Id: 9001, RepresentativeTimestamp: 199800, Episode: 'S05E01', StartTimestamp: 198300, EndTimestamp: 201400, Content: 'That is impossible!', Language: 'en' },
    ],
  };
}

/** The episode endpoint's answer for an unknown key: every field zeroed or empty. */
export function zeroedEpisodeView() {
  return {
    Episode: {
      Id: 0,
      Key: '',
      Season: 0,
      EpisodeNumber: 0,
      Title: '',
      Director: '',
      Writer: '',
      OriginalAirDate: '',
      WikiLink: '',
    },
    Subtitles: [],
  };
}

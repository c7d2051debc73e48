/**
 * The hostile-server table of the fault suite: every class of fault an
 * adversarial run found (render answers of every wrong type, URLs that are
 * not the instance's own, credentials in redirects, corrupt compression,
 * encodings, episode keys that are dot segments, a Retry-After beyond
 * `maxRetryDelay`), each with the typed outcome both flavours must give.
 * The fake service (mode 2026) acts each one out with a `raw` fault.
 */
import type { EndpointName, Fault, FakeServiceHandle } from '@screencap/fake-service';
import type { Client2026 } from './y2026.js';

/** A root-relative URL made absolute with credentials on the fake service's own host. */
function withCredentials(base: string, path: string): string {
  const url = new URL(path, base);
  url.username = 'homer';
  url.password = 'donut-secret';
  return url.href;
}

/** The password every credentials fault carries: no error may show it. */
export const SECRET = 'donut-secret';

/** A render of a bare range: the `check_only` request, then the stream (both `render-gif`). */
export const RENDER_RANGE = { key: 'S01E01', start: 7_200, end: 9_900 } as const;

/** One class of fault and what the SDK must make of it. */
export interface HostileFault {
  /** What the server does, as the test name shows it. */
  readonly fault: string;
  /** The class of the error raised, or `'success'`. */
  readonly outcome: string;
  /** The faults to queue, in order, given the service's base URL. */
  faults(base: string): Fault[];
  /** The call, on a 2026 client. */
  invoke(client: Client2026): unknown;
  /** Fields the error must have (`toMatchObject`), given the base URL. */
  readonly fields?: (base: string) => Record<string, unknown>;
  /** Requests the service must have logged, by endpoint. */
  readonly requests?: Partial<Record<EndpointName, number>>;
}

const NDJSON = { 'Content-Type': 'application/x-ndjson' };
const JSON_TYPE = { 'Content-Type': 'application/json; charset=utf-8' };

const render = (client: Client2026): unknown => client.renderGif(RENDER_RANGE);
const search = (client: Client2026): unknown => client.search('pancakes');

/** A stream whose only line is `line`, after one good progress line, for the stream request (not the probe). */
function streamOf(line: string): (base: string) => Fault[] {
  return () => [
    { endpoint: 'render-gif', kind: 'delay', delayMs: 0 },
    { endpoint: 'render-gif', kind: 'raw', headers: NDJSON, body: `{"progress":0.5}\n${line}\n` },
  ];
}

/** A `check_only` answer. */
function checkOf(body: string): () => Fault[] {
  return () => [{ endpoint: 'render-gif', kind: 'raw', headers: JSON_TYPE, body }];
}

/** An invalid response of the stream's second line, `message` its issue. */
function invalidLine(message: string): (base: string) => Record<string, unknown> {
  return (base) => ({ reason: 'schema', pageStatus: 200, method: 'POST', url: `${base}api/render/gif/stream`, attempts: 1, issues: [{ path: [1], message }] });
}

const NOT_OWN = "; a render URL must be an http(s) URL of the instance's origin";

/** Bytes of a JSON search answer whose one string holds a byte that is not UTF-8. */
const NOT_UTF8 = Buffer.concat([Buffer.from('[{"Id":1,"Episode":"S01E01","Timestamp":1000,"Content":"caf'), Buffer.from([0xe9]), Buffer.from('"}]')]);
/** A gzip of a search answer, its last 12 bytes cut (the trailer and some data). */
const GZIP_CUT_SHORT = 'H4sIAAAAAAAAAwXBsQqEMAwG4FcJ/9whXbseDs66yQ1yRi3YpNgIwuG7+33TH/2CFAO6mpstgoSBY8cRAWMu0nwuFSkyc8DH1EUdCTMdphuJ2rXtdGQVspVcbic3+lmpp7Q=';
const WITH_BOM = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('[{"Id":1,"Episode":"S01E01","Timestamp":1000}]')]);

/** An episode record of the classic shape. */
const EPISODE = {
  Id: 1,
  Key: 'S01E01',
  Season: 1,
  EpisodeNumber: 1,
  Title: 'Pilot',
  Director: 'D',
  Writer: 'W',
  OriginalAirDate: '2000-01-01',
  WikiLink: '',
};

/** Every class of hostile answer, with its typed outcome. */
export const HOSTILE_FAULTS: readonly HostileFault[] = [
  // Render lines of every wrong type: never a TypeError.
  ...(
    [
      ['{"progress":1,"url":5}', 'line 2 has a url that is not a string'],
      ['{"progress":1,"url":null}', 'line 2 has a url that is not a string'],
      ['{"progress":1,"url":["/video/a.gif"]}', 'line 2 has a url that is not a string'],
      ['{"progress":1,"error":{}}', 'line 2 has an error that is not a string'],
      ['{"url":null}', 'line 2 is not a progress, url or error line'],
      ['{"url":5}', 'line 2 is not a progress, url or error line'],
      ['{"error":{}}', 'line 2 is not a progress, url or error line'],
      ['{"error":null}', 'line 2 is not a progress, url or error line'],
      ['{"progress":"half"}', 'line 2 is not a progress, url or error line'],
      ['[]', 'line 2 is not a progress, url or error line'],
      ['"done"', 'line 2 is not a progress, url or error line'],
    ] as const
  ).map(([line, message]) => ({
    fault: `render line ${line}`,
    outcome: 'InvalidResponseError',
    faults: streamOf(line),
    invoke: render,
    fields: invalidLine(message),
  })),
  {
    fault: 'render line {"error":"out of frames"}',
    outcome: 'RenderError',
    faults: streamOf('{"error":"out of frames"}'),
    invoke: render,
    fields: (base) => ({ serviceMessage: 'out of frames', url: `${base}api/render/gif/stream`, attempts: 1 }),
  },
  {
    fault: 'render stream of progress lines only',
    outcome: 'InvalidResponseError',
    faults: streamOf('{"progress":1}'),
    invoke: render,
    fields: () => ({ reason: 'schema', issues: [{ path: [3], message: 'the stream ended without a url or an error line' }] }),
  },
  // Render URLs that are not the instance's own.
  ...(
    [
      ['javascript:alert(1)', 'is not an http(s) URL'],
      ['file:///etc/passwd', 'is not an http(s) URL'],
      ['//evil.example/x.gif', 'leads to another origin (http://evil.example)'],
      ['https://evil.example/video/S01E01/x.gif', 'leads to another origin (https://evil.example)'],
      ['', 'is empty'],
    ] as const
  ).map(([url, problem]) => ({
    fault: `render url ${JSON.stringify(url)}`,
    outcome: 'InvalidResponseError',
    faults: streamOf(JSON.stringify({ url })),
    invoke: render,
    fields: invalidLine(`line 2 has a url that ${problem}${NOT_OWN}`),
  })),
  {
    fault: 'render url with credentials on the own host',
    outcome: 'InvalidResponseError',
    faults: (base) => streamOf(JSON.stringify({ url: withCredentials(base, '/video/S01E01/x.gif') }))(base),
    invoke: render,
    fields: invalidLine(`line 2 has a url that carries credentials (user-info)${NOT_OWN}`),
  },
  // Cached-check answers.
  ...(
    [
      ['{"cached":true,"url":""}', [{ path: ['url'], message: `url is empty${NOT_OWN}` }]],
      ['{"cached":true,"url":"https://evil.example/x.gif"}', [{ path: ['url'], message: `url leads to another origin (https://evil.example)${NOT_OWN}` }]],
      ['{"cached":true,"url":"javascript:alert(1)"}', [{ path: ['url'], message: `url is not an http(s) URL${NOT_OWN}` }]],
      ['{"cached":true,"url":5}', [{ path: ['url'], message: 'Invalid input: expected string, received number' }]],
      ['{"cached":"yes"}', [{ path: ['cached'], message: 'Invalid input: expected boolean, received string' }]],
    ] as const
  ).map(([body, issues]) => ({
    fault: `cached-check answer ${body}`,
    outcome: 'InvalidResponseError',
    faults: checkOf(body),
    invoke: render,
    fields: (base: string) => ({ reason: 'schema', method: 'POST', url: `${base}api/render/gif/stream`, attempts: 1, issues }),
    requests: { 'render-gif': 1 },
  })),
  // Redirects.
  {
    fault: '302 to the same URL with credentials',
    outcome: 'APIPageStatusError',
    faults: (base) => [{ endpoint: 'search', kind: 'raw', status: 302, headers: { Location: withCredentials(base, '/api/search?q=pancakes') } }],
    invoke: search,
    fields: (base) => ({ pageStatus: 302, attempts: 1, url: `${base}api/search?q=pancakes`, location: `${base}api/search?q=pancakes` }),
    requests: { search: 1 },
  },
  {
    fault: '301 to another origin',
    outcome: 'APIPageStatusError',
    faults: () => [{ endpoint: 'search', kind: 'raw', status: 301, headers: { Location: 'https://frinkiac.example/api/search?q=pancakes' } }],
    invoke: search,
    fields: () => ({ pageStatus: 301, attempts: 1, location: 'https://frinkiac.example/api/search?q=pancakes' }),
    requests: { search: 1 },
  },
  {
    fault: '302 to the same host on another port',
    outcome: 'APIPageStatusError',
    faults: (base) => [{ endpoint: 'search', kind: 'raw', status: 302, headers: { Location: `http://${new URL(base).hostname}:9/api/search` } }],
    invoke: search,
    fields: (base) => ({ pageStatus: 302, attempts: 1, location: `http://${new URL(base).hostname}:9/api/search` }),
    requests: { search: 1 },
  },
  {
    fault: '302 to javascript:',
    outcome: 'APIPageStatusError',
    faults: () => [{ endpoint: 'search', kind: 'raw', status: 302, headers: { Location: 'javascript:alert(1)' } }],
    invoke: search,
    fields: () => ({ pageStatus: 302, attempts: 1, location: 'javascript:alert(1)' }),
    requests: { search: 1 },
  },
  {
    fault: '302 within the origin',
    outcome: 'success',
    faults: () => [{ endpoint: 'search', kind: 'raw', status: 302, headers: { Location: '/api/search?q=pancakes' } }],
    invoke: search,
    requests: { search: 2 },
  },
  {
    fault: '303 on the render POST, within the origin',
    outcome: 'APIPageStatusError',
    faults: () => [
      { endpoint: 'render-gif', kind: 'delay', delayMs: 0 },
      { endpoint: 'render-gif', kind: 'raw', status: 303, headers: { Location: '/video/S01E01/x.gif' } },
    ],
    invoke: render,
    fields: (base) => ({ pageStatus: 303, method: 'POST', attempts: 1, location: `${base}video/S01E01/x.gif` }),
    requests: { 'render-gif': 2, video: 0 },
  },
  {
    fault: '307 on the render POST, within the origin',
    outcome: 'success',
    faults: () => [
      { endpoint: 'render-gif', kind: 'delay', delayMs: 0 },
      { endpoint: 'render-gif', kind: 'raw', status: 307, headers: { Location: '/api/render/gif/stream' } },
    ],
    invoke: render,
    requests: { 'render-gif': 3 },
  },
  // Encodings.
  {
    fault: 'corrupt gzip body',
    outcome: 'InvalidResponseError',
    faults: () => [{ endpoint: 'search', kind: 'raw', headers: { ...JSON_TYPE, 'Content-Encoding': 'gzip' }, body: 'this is not gzip at all' }],
    invoke: search,
    fields: () => ({ reason: 'encoding', pageStatus: 200, attempts: 1 }),
    requests: { search: 1 },
  },
  {
    fault: 'gzip body cut short',
    outcome: 'InvalidResponseError',
    faults: () => [
      { endpoint: 'search', kind: 'raw', headers: { ...JSON_TYPE, 'Content-Encoding': 'gzip' }, bodyBase64: GZIP_CUT_SHORT },
    ],
    invoke: search,
    fields: () => ({ pageStatus: 200, attempts: 1 }),
    requests: { search: 1 },
  },
  {
    fault: 'JSON body with a byte that is not UTF-8',
    outcome: 'InvalidResponseError',
    faults: () => [{ endpoint: 'search', kind: 'raw', bodyBase64: NOT_UTF8.toString('base64') }],
    invoke: search,
    fields: () => ({ reason: 'encoding', pageStatus: 200, attempts: 1 }),
    requests: { search: 1 },
  },
  {
    fault: 'UTF-8 byte-order mark before valid JSON',
    outcome: 'success',
    faults: () => [{ endpoint: 'search', kind: 'raw', bodyBase64: WITH_BOM.toString('base64') }],
    invoke: search,
    requests: { search: 1 },
  },
  // Episode keys that are dot segments, wherever a key is read.
  {
    fault: 'transcript line keyed ".."',
    outcome: 'InvalidResponseError',
    faults: () => [
      { endpoint: 'transcript', kind: 'raw', body: JSON.stringify([{ Id: 1, Episode: '..', StartTimestamp: 0, EndTimestamp: 1000, Content: 'Hi' }]) },
    ],
    invoke: (client) => client.getTranscript('S01E01', 20_661),
    fields: () => ({ reason: 'schema', issues: [{ path: [0, 'Episode'], message: 'an episode key must not be a dot segment' }] }),
  },
  {
    fault: 'viewEpisode subtitle keyed ".."',
    outcome: 'InvalidResponseError',
    faults: () => [
      {
        endpoint: 'episode',
        kind: 'wrong-shape',
        body: { Episode: EPISODE, Subtitles: [{ Id: 1, Episode: '..', StartTimestamp: 0, EndTimestamp: 1000, Content: 'Hi' }] },
      },
    ],
    invoke: (client) => client.viewEpisode('S01E01', 20_000, 30_000),
    fields: () => ({ reason: 'schema', issues: [{ path: ['Subtitles', 0, 'Episode'], message: 'an episode key must not be a dot segment' }] }),
  },
  {
    fault: 'viewEpisode episode keyed ".."',
    outcome: 'InvalidResponseError',
    faults: () => [{ endpoint: 'episode', kind: 'wrong-shape', body: { Episode: { ...EPISODE, Key: '..' }, Subtitles: [] } }],
    invoke: (client) => client.viewEpisode('S01E01', 20_000, 30_000),
    fields: () => ({ reason: 'schema', issues: [{ path: ['Episode', 'Key'], message: 'an episode key must not be a dot segment' }] }),
  },
  // Waits beyond what the client accepts.
  {
    fault: '429 with Retry-After 3000 s (above maxRetryDelay)',
    outcome: 'APIPageStatusError',
    faults: () => [{ endpoint: 'search', kind: 'status', status: 429, retryAfter: 3000, times: Infinity }],
    invoke: search,
    fields: (base) => ({
      pageStatus: 429,
      retryAfter: 3000,
      attempts: 1,
      message: `GET ${base}api/search?q=pancakes answered 429 Too Many Requests, asking to retry after 3000 s`,
    }),
    requests: { search: 1 },
  },
  {
    fault: '429 on the render stream with Retry-After 3000 s',
    outcome: 'APIPageStatusError',
    faults: () => [
      { endpoint: 'render-gif', kind: 'delay', delayMs: 0 },
      { endpoint: 'render-gif', kind: 'status', status: 429, retryAfter: 3000, times: Infinity },
    ],
    invoke: render,
    fields: (base) => ({
      pageStatus: 429,
      retryAfter: 3000,
      method: 'POST',
      attempts: 1,
      message: `POST ${base}api/render/gif/stream answered 429 Too Many Requests, asking to retry after 3000 s`,
    }),
    requests: { 'render-gif': 2 },
  },
];

/** The requests of `endpoint` the service logged. */
export async function countOf(fake: FakeServiceHandle, endpoint: EndpointName): Promise<number> {
  return (await fake.requests()).filter((request) => request.endpoint === endpoint).length;
}

// The links-and-media calls of the async client (unfurl, download, get,
// withOptions), on the request builders and the unfurl steps of core.
import {
  type DownloadedMedia,
  type Frame,
  type JsonValue,
  type Operation,
  type RenderFormat,
  type RenderRange,
  type ScreencapOperations,
  type UnfurledLink,
  type UnfurlSource,
  type UnfurlStep,
  instanceGet,
  mediaRequest,
  mergeDerivedOptions,
  unfurlSteps,
} from '@screencap/core/internal';
import type { AsyncCallOptions, AsyncClientOptions, AsyncDownloadOptions, AsyncGetOptions } from './options.js';

type Run = <Result>(operation: Operation<Result>, callOptions: unknown) => Promise<Result>;

/** How the client runs what unfurl asks for. */
export interface UnfurlRunner {
  readonly run: Run;
  readonly render: (format: RenderFormat, range: RenderRange, caption: string | undefined, callOptions: AsyncCallOptions | undefined) => Promise<string>;
}

/** `client.unfurl(url, options)`: drives core's unfurl steps, awaiting each request. */
export async function runUnfurl<Screencap extends { readonly frame: Frame }>(
  client: Omit<UnfurlSource<Screencap>, 'operations'>,
  operations: ScreencapOperations<Screencap>,
  url: string,
  options: AsyncCallOptions | undefined,
  runner: UnfurlRunner,
): Promise<UnfurledLink<Screencap> | undefined> {
  // The generation is read when the link is made, after the caption answer that may have switched an 'auto' client.
  const steps = unfurlSteps(
    {
      url: client.url,
      get generation() {
        return client.generation;
      },
      operations,
    },
    url,
  );
  let outcome: { value: unknown } | { error: unknown } = { value: undefined };
  for (;;) {
    const next: IteratorResult<UnfurlStep, UnfurledLink<Screencap> | undefined> = 'error' in outcome ? steps.throw(outcome.error) : steps.next(outcome.value);
    if (next.done === true) return next.value;
    const step: UnfurlStep = next.value;
    try {
      outcome = { value: step.kind === 'run' ? await runner.run(step.operation, options) : await runner.render(step.format, step.range, step.caption, options) };
    } catch (error) {
      outcome = { error };
    }
  }
}

/** `client.download(url, options)`: the checked media request, run, its bytes handed back. */
export async function runDownload(baseUrl: string, userAgent: string, url: string, options: AsyncDownloadOptions | undefined, run: Run): Promise<DownloadedMedia> {
  const { maxBytes, ...call } = options ?? {};
  const request = mediaRequest(baseUrl, url, maxBytes, userAgent);
  const operation: Operation<DownloadedMedia> = {
    request,
    parse: (response) => {
      const data = response.data ?? new Uint8Array(0);
      return { data, contentType: response.contentType, size: data.byteLength, url: response.finalUrl };
    },
  };
  return run(operation, call);
}

/** `client.get(path, options)`: the checked GET, run, its JSON handed back. */
export async function runGet(baseUrl: string, path: string, options: AsyncGetOptions | undefined, run: Run): Promise<JsonValue> {
  return run(instanceGet(baseUrl, path, options?.query), options);
}

/** The options of `client.withOptions(changes)`. */
export function withOptionsOf(given: AsyncClientOptions | undefined, changes: unknown): AsyncClientOptions {
  return mergeDerivedOptions(given ?? {}, changes);
}

// A response body as the pieces of bytes the client reads. node-fetch's
// body (a Node.js readable) and most platforms' `ReadableStream` are async
// iterables; Safari's is not before version 27, where it only has a reader.

/** A web `ReadableStream`'s reader, as far as the client uses it. */
export interface ByteStreamReader {
  /** The next piece, or `done`. */
  read(): Promise<{
    /** `true` once the body has ended. */
    readonly done: boolean;
    /** The next chunk, when not `done`. */
    readonly value?: Uint8Array | undefined;
  }>;
  /** Stops the stream: the rest of the body will not be read. */
  cancel(reason?: unknown): Promise<void>;
  /** Lets go of the stream after its end. */
  releaseLock(): void;
}

/** A web `ReadableStream` of bytes, read through its reader. */
export interface ByteStream {
  /** A reader that locks the stream to itself. */
  getReader(): ByteStreamReader;
}

/**
 * A response body: an async iterable of bytes (a Node.js readable; a
 * `ReadableStream` where it iterates) or a `ReadableStream` that only has a
 * reader.
 */
export type ResponseBody = AsyncIterable<Uint8Array> | ByteStream;

// The reader that holds each stream being read here: a stream locked to a
// reader can only be cancelled through it (cancelReading).
const readers = new WeakMap<ByteStream, ByteStreamReader>();

async function* readerChunks(stream: ByteStream): AsyncGenerator<Uint8Array, void, undefined> {
  const reader = stream.getReader();
  readers.set(stream, reader);
  let done = false;
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      if (next.value !== undefined) yield next.value;
    }
    done = true;
  } finally {
    // Left early (a limit, a break): the rest is not wanted, as a `for await` over the stream would cancel it.
    // Unless cancelReading has cancelled it already.
    if (readers.get(stream) === reader) {
      readers.delete(stream);
      if (done) reader.releaseLock();
      else reader.cancel().catch(() => undefined);
    }
  }
}

/**
 * Cancels a body being read by its reader here, which ends a read under way;
 * `false` for any other body.
 */
export function cancelReading(body: ResponseBody): boolean {
  const reader = readers.get(body as ByteStream);
  if (reader === undefined) return false;
  readers.delete(body as ByteStream);
  reader.cancel().catch(() => undefined);
  return true;
}

/** The body's pieces, by its async iterator where it has one, else by its reader. */
export function bodyChunks(body: ResponseBody): AsyncIterable<Uint8Array> {
  return Symbol.asyncIterator in body ? body : readerChunks(body);
}

/** The pieces of a body as one array (what `Buffer.concat` does, without Node's `Buffer`, which Workers and browsers lack). */
export function concatBytes(chunks: readonly Uint8Array[]): Uint8Array {
  const [only] = chunks;
  return chunks.length === 1 && only !== undefined ? only : copyBytes(chunks);
}

/**
 * The pieces of a body as one array of its own memory (never a view of a
 * piece, which may be a view of a pooled Node.js `Buffer`): what a user keeps,
 * and a `Blob` takes.
 */
export function copyBytes(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

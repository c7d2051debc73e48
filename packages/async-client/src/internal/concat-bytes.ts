/** The pieces of a body as one array (what `Buffer.concat` does, without Node's `Buffer`, which Workers and browsers lack). */
export function concatBytes(chunks: readonly Uint8Array[]): Uint8Array {
  const [only] = chunks;
  if (chunks.length === 1 && only !== undefined) return only;
  const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

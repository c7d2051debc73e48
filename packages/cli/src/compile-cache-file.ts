/**
 * The compile cache's file: V8's cache data behind a header that says it is
 * whole. V8 checks that data was made by the same V8, flags and source
 * length, but not that it is intact (its checksum is verified in debug builds
 * only): a damaged file crashes the process in deserialisation. A file whose
 * header does not match its bytes is never handed to V8.
 *
 * The threat is damage (a disk, a copy, an editor), not an attacker: whoever
 * can write the user's cache directory can write the user's files. So the
 * check is a CRC-32 (zlib's, native, as Node.js 22 checks its own compile
 * cache; `node:crypto` alone takes longer to load than the rest of a
 * `--version`, and a hash in JavaScript over 250 kB runs in the interpreter
 * at start-up, about 3 ms).
 *
 * Layout: four little-endian 32-bit words (the magic `SCV8`, the format
 * version, the payload's length, its CRC-32), then the payload.
 */
import { crc32 } from 'node:zlib';

const MAGIC = 0x38564353; // 'SCV8' as a little-endian 32-bit word
const FORMAT = 1;
const HEADER_BYTES = 16;

/** V8's cache data, sealed for the file. */
export function sealCacheData(payload: Uint8Array): Buffer {
  const file = Buffer.allocUnsafe(HEADER_BYTES + payload.length);
  file.writeUInt32LE(MAGIC, 0);
  file.writeUInt32LE(FORMAT, 4);
  file.writeUInt32LE(payload.length, 8);
  file.writeUInt32LE(crc32(payload), 12);
  file.set(payload, HEADER_BYTES);
  return file;
}

/** The cache data in a file's bytes, or `undefined` when they are not a whole file of this format. */
export function openCacheData(file: Buffer): Buffer | undefined {
  if (file.length < HEADER_BYTES) return undefined;
  if (file.readUInt32LE(0) !== MAGIC || file.readUInt32LE(4) !== FORMAT || file.readUInt32LE(8) !== file.length - HEADER_BYTES) return undefined;
  const payload = file.subarray(HEADER_BYTES);
  return crc32(payload) === file.readUInt32LE(12) ? payload : undefined;
}

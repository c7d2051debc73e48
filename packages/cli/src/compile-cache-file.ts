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
 * Layout: five little-endian 32-bit words (the magic `SCV8`, the format
 * version, flags, the payload's length, the CRC-32 of the flags' word and
 * the payload), then the payload. The one flag says whether the run that
 * made the data ended well: a run that failed early (no network) compiled
 * less, and its cache is replaced by the next run that succeeds.
 */
import { crc32 } from 'node:zlib';

const MAGIC = 0x38564353; // 'SCV8' as a little-endian 32-bit word
const FORMAT = 2;
const HEADER_BYTES = 20;
const MADE_BY_A_RUN_THAT_SUCCEEDED = 1;

/** The CRC-32 of a sealed file's flags word and payload. */
const checksumOf = (file: Buffer): number => crc32(file.subarray(HEADER_BYTES), crc32(file.subarray(8, 12)));

/** What a cache file holds. */
export interface CacheData {
  /** V8's cache data. */
  readonly payload: Buffer;
  /** Whether the run that made it ended with exit code 0. */
  readonly madeByASuccess: boolean;
}

/** V8's cache data, sealed for the file. */
export function sealCacheData(payload: Uint8Array, madeByASuccess: boolean): Buffer {
  const file = Buffer.allocUnsafe(HEADER_BYTES + payload.length);
  file.writeUInt32LE(MAGIC, 0);
  file.writeUInt32LE(FORMAT, 4);
  file.writeUInt32LE(madeByASuccess ? MADE_BY_A_RUN_THAT_SUCCEEDED : 0, 8);
  file.writeUInt32LE(payload.length, 12);
  file.set(payload, HEADER_BYTES);
  file.writeUInt32LE(checksumOf(file), 16);
  return file;
}

/** What a file's bytes hold, or `undefined` when they are not a whole file of this format. */
export function openCacheData(file: Buffer): CacheData | undefined {
  if (file.length < HEADER_BYTES) return undefined;
  if (file.readUInt32LE(0) !== MAGIC || file.readUInt32LE(4) !== FORMAT || file.readUInt32LE(12) !== file.length - HEADER_BYTES) return undefined;
  const flags = file.readUInt32LE(8);
  if ((flags & ~MADE_BY_A_RUN_THAT_SUCCEEDED) !== 0) return undefined;
  const payload = file.subarray(HEADER_BYTES);
  return checksumOf(file) === file.readUInt32LE(16) ? { payload, madeByASuccess: flags === MADE_BY_A_RUN_THAT_SUCCEEDED } : undefined;
}

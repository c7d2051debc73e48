/**
 * Writing a file of a cache so that a reader never sees half of it: the
 * bytes go to a file of this process's own beside it, which then takes its
 * name. Two processes writing at once leave one whole file.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Writes `data` to `file`, making its directory first; resolves nothing and
 * throws nothing: a cache that cannot be written is a run without it.
 *
 * @returns whether the file was written.
 */
export function writeWholeFile(file: string, data: string | Uint8Array): boolean {
  const partial = `${file}.${process.pid}.partial`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(partial, data);
    renameSync(partial, file);
    return true;
  } catch {
    try {
      rmSync(partial, { force: true });
    } catch {
      // Nothing was written where nothing can be.
    }
    return false;
  }
}


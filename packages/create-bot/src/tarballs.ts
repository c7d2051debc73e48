import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';

/** A packed package found in a tarball folder: what `file:` points at, and whom it needs. */
export interface PackedPackage {
  readonly name: string;
  readonly version: string;
  /** The tarball's absolute path. */
  readonly path: string;
  /** Its own dependencies' names (all of them, @screencap ones included). */
  readonly dependencies: readonly string[];
}

const BLOCK = 512;

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? raw.length : end).toString('utf8');
}

/** The text of `wanted` inside a gzipped tar, or undefined; enough of ustar and pax for what npm and pnpm pack write. */
function fileInTarball(gzipped: Buffer, wanted: string): string | undefined {
  const tar = gunzipSync(gzipped);
  let longName: string | undefined;
  for (let offset = 0; offset + BLOCK <= tar.length; ) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return undefined;
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    const prefix = field(header, 345, 155);
    const name = longName ?? (prefix === '' ? field(header, 0, 100) : `${prefix}/${field(header, 0, 100)}`);
    const body = tar.subarray(offset + BLOCK, offset + BLOCK + size);
    longName = undefined;
    if (type === 'x') longName = /\d+ path=([^\n]*)\n/.exec(body.toString('utf8'))?.[1];
    else if (name === wanted && (type === '0' || type === '\0')) return body.toString('utf8');
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return undefined;
}

/**
 * Every package packed in `folder` (`*.tgz`, as `npm pack` and `pnpm pack`
 * write them), by name, read from each tarball's own package.json.
 *
 * @throws {Error} when the folder cannot be read, or holds two tarballs of one package
 */
export function readTarballFolder(folder: string): ReadonlyMap<string, PackedPackage> {
  const packages = new Map<string, PackedPackage>();
  for (const file of readdirSync(folder).filter((entry) => entry.endsWith('.tgz')).sort()) {
    const path = resolve(join(folder, file));
    const text = fileInTarball(readFileSync(path), 'package/package.json');
    if (text === undefined) continue;
    const manifest = JSON.parse(text) as { name?: string; version?: string; dependencies?: Record<string, string> };
    if (manifest.name === undefined || manifest.version === undefined) continue;
    const known = packages.get(manifest.name);
    if (known !== undefined) throw new Error(`${folder} holds two tarballs of ${manifest.name} (${known.path} and ${path}); keep one`);
    packages.set(manifest.name, { name: manifest.name, version: manifest.version, path, dependencies: Object.keys(manifest.dependencies ?? {}) });
  }
  return packages;
}

import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Keyv } from 'keyv';
import { JsonFileStore } from '../src/json-file-store.js';

let directory: string;
let filename: string;
let clock: number;
const now = (): number => clock;

beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'screencap-json-store-'));
  filename = path.join(directory, 'nested', 'http-cache.json');
  clock = 1_000_000;
});

afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

describe('JsonFileStore', () => {
  test('what one store keeps, a store made later over the same file finds (its directory made on the way)', () => {
    const first = new JsonFileStore(filename, { now });
    expect(first.set('a', 'serialised A')).toBe(true);
    first.set('b', { any: ['json'] });
    const second = new JsonFileStore(filename, { now });
    expect(second.get('a')).toBe('serialised A');
    expect(second.get('b')).toEqual({ any: ['json'] });
    expect(second.has('a')).toBe(true);
    expect(second.get('missing')).toBeUndefined();
    expect(second.has('missing')).toBe(false);
  });

  test('an entry given a time to live is gone once it has passed, in this store and in the file', () => {
    const store = new JsonFileStore(filename, { now });
    store.set('short', 'x', 1000);
    store.set('forever', 'y');
    clock += 999;
    expect(store.get('short')).toBe('x');
    expect(new JsonFileStore(filename, { now }).get('short')).toBe('x');
    clock += 1;
    expect(store.get('short')).toBeUndefined();
    expect(new JsonFileStore(filename, { now }).get('short')).toBeUndefined();
    // The next write leaves it out of the file.
    store.set('other', 'z');
    expect(Object.keys((JSON.parse(readFileSync(filename, 'utf8')) as { entries: object }).entries).sort()).toEqual(['forever', 'other']);
  });

  test('a time to live of 0 or none keeps the entry without end', () => {
    const store = new JsonFileStore(filename, { now });
    store.set('zero', 'x', 0);
    clock += 10 ** 12;
    expect(new JsonFileStore(filename, { now }).get('zero')).toBe('x');
  });

  test('delete says whether there was an entry; clear empties the file', () => {
    const store = new JsonFileStore(filename, { now });
    store.set('a', 1);
    store.set('b', 2);
    expect(store.delete('a')).toBe(true);
    expect(store.delete('a')).toBe(false);
    expect(new JsonFileStore(filename, { now }).get('a')).toBeUndefined();
    store.clear();
    expect(new JsonFileStore(filename, { now }).get('b')).toBeUndefined();
  });

  test.each([
    ['not JSON', '{"format": "screencap-json-file-store/1", "entr'],
    ['another format (keyv-file\'s)', JSON.stringify({ cache: [['keyv:a', { value: 'x', expire: null }]], lastExpire: 0 })],
    ['null', 'null'],
  ])('a file that is %s reads as empty and is replaced by the next write', (_what, content) => {
    writeFileSync(path.join(directory, 'broken.json'), content);
    const store = new JsonFileStore(path.join(directory, 'broken.json'), { now });
    expect(store.get('a')).toBeUndefined();
    expect(store.get('keyv:a')).toBeUndefined();
    store.set('new', 'value');
    expect(new JsonFileStore(path.join(directory, 'broken.json'), { now }).get('new')).toBe('value');
  });

  test('of a file of the right format, only the well-formed entries are read', () => {
    writeFileSync(filename.replace('nested/', ''), JSON.stringify({ format: 'screencap-json-file-store/1', entries: { a: 'bare', b: { value: 1, expires: 'soon' }, c: { value: 'kept' }, d: null } }));
    const store = new JsonFileStore(filename.replace('nested/', ''), { now });
    expect([store.get('a'), store.get('b'), store.get('c'), store.get('d')]).toEqual([undefined, undefined, 'kept', undefined]);
  });

  test('a file that cannot be written costs nothing: the store still answers from memory, nothing is thrown, no partial file is left', () => {
    writeFileSync(path.join(directory, 'a-file'), '');
    const blocked = path.join(directory, 'a-file', 'http-cache.json');
    const store = new JsonFileStore(blocked, { now });
    expect(store.set('a', 'x', 1000)).toBe(true);
    expect(store.get('a')).toBe('x');
    expect(readdirSync(directory)).toEqual(['a-file']);
  });

  test('writes leave no partial file behind', () => {
    const store = new JsonFileStore(filename, { now });
    for (let index = 0; index < 5; index += 1) store.set(`k${index}`, index);
    expect(readdirSync(path.dirname(filename))).toEqual(['http-cache.json']);
  });

  test('as a Keyv store: values, time to live and namespaces go through Keyv as with any store', async () => {
    const keyv = new Keyv({ store: new JsonFileStore(filename), namespace: 'screencap' });
    await keyv.set('answer', { frames: [1, 2, 3] }, 60_000);
    await keyv.set('brief', 'gone soon', 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = new Keyv({ store: new JsonFileStore(filename), namespace: 'screencap' });
    expect(await later.get('answer')).toEqual({ frames: [1, 2, 3] });
    expect(await later.get('brief')).toBeUndefined();
    expect(await later.delete('answer')).toBe(true);
    expect(await new Keyv({ store: new JsonFileStore(filename), namespace: 'screencap' }).get('answer')).toBeUndefined();
    expect(existsSync(filename)).toBe(true);
  });
});

import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { acceptorModuleSource, GENERATED_ACCEPTORS_PATH, responseAcceptorsSource } from '../../src/schemas/acceptor-module.js';

const CORE_DIR = new URL('../../', import.meta.url);

describe('the generated predicates (src/schemas/generated/acceptors.ts)', () => {
  it('are what the schemas make now: after changing a schema, run `node scripts/generate-acceptors.mjs`', () => {
    expect(readFileSync(new URL(GENERATED_ACCEPTORS_PATH, CORE_DIR), 'utf8')).toBe(responseAcceptorsSource());
  });

  it('import the episode key checks from their zod-free module, and load nothing of zod', () => {
    const source = responseAcceptorsSource();
    const imports = source.split('\n').filter((line) => line.startsWith('import '));
    expect(imports).toContain('import { episodeKeyCheck, episodeKeyOrEmptyCheck } from "../episode-key-check.js";');
    expect(imports.filter((line) => !line.startsWith('import type ')).join('\n')).not.toMatch(/zod|schemas\.js|load-schemas/);
  });
});

describe('acceptorModuleSource', () => {
  const options = { modules: [], runCheck: './run-check.js', command: 'test' };

  it('writes bounds as literals', () => {
    const source = acceptorModuleSource({ ...options, schemas: { small: z.looseObject({ n: z.number().gt(-0.5).lte(1e21) }) } });
    expect(source).toContain('field0 > -0.5 && field0 <= 1e+21');
  });

  it('refuses a check function no given module exports: the predicate could not load without the schema', () => {
    const schema = z.string().check((payload) => {
      if (payload.value === 'x') payload.issues.push({ code: 'custom', message: 'x', input: payload.value });
    });
    expect(() => acceptorModuleSource({ ...options, schemas: { keyed: schema } })).toThrow(/no module given exports/);
  });

  it('refuses a schema the emitter cannot compile', () => {
    expect(() => acceptorModuleSource({ ...options, schemas: { plain: z.object({ a: z.string() }) } })).toThrow(/plain uses a kind/);
  });
});

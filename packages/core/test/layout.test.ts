import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// The areas of src/, lowest first: each may import only the areas before it
// (docs/guides/working-on-the-sdk.md, "export paths and source layout"). A new folder goes in this list.
const AREAS = ['shared', 'errors', 'caption', 'urls', 'instances', 'schemas', 'comics', 'models', 'render', 'client', 'quotes', 'links', 'flavour', 'command-line'];
// The only files beside the areas: the two entry points, which import any area.
const ENTRIES = ['index.ts', 'internal.ts'];

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

const areaOf = (file: string): string => relative(SRC, file).split(sep)[0]!;

// Every relative specifier of a file's static imports and re-exports, type-only ones included.
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'(\.{1,2}\/[^']+)'/gms)].map((match) => match[1]!);
}

describe("core's source layout", () => {
  it('has only the areas and the two entry points at the top of src/', () => {
    const top = readdirSync(SRC, { withFileTypes: true }).map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name));
    expect(top.sort()).toEqual([...ENTRIES, ...AREAS.map((area) => `${area}/`)].sort());
  });

  it('has no area import an area listed after it (types included)', () => {
    const upward: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const from = areaOf(file);
      if (ENTRIES.includes(from)) continue;
      for (const specifier of relativeImports(file)) {
        const to = areaOf(resolve(dirname(file), specifier));
        if (AREAS.indexOf(to) > AREAS.indexOf(from)) upward.push(`${relative(SRC, file)} imports ${specifier}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('reads the imports it checks (the check above has something to fail on)', () => {
    const imports = sourceFiles(join(SRC, 'client')).flatMap(relativeImports);
    expect(imports).toContain('../comics/comic-url.js');
  });
});

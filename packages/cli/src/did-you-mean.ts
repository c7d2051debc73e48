/**
 * "did you mean search?": the known name nearest a mistyped one.
 */

/** How many single-character edits (insert, delete, replace, swap two neighbours) turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  const width = b.length + 1;
  // The table row by row in one array; a cell outside it reads as 0, which the loops never ask for.
  const table = new Uint16Array((a.length + 1) * width);
  const cell = (i: number, j: number): number => table[i * width + j] ?? 0;
  for (let i = 0; i <= a.length; i++) table[i * width] = i;
  for (let j = 0; j <= b.length; j++) table[j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(cell(i - 1, j) + 1, cell(i, j - 1) + 1, cell(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, cell(i - 2, j - 2) + 1);
      table[i * width + j] = best;
    }
  }
  return cell(a.length, b.length);
}

/**
 * The known name closest to `typed` (case aside), when it is a plausible
 * typo: at most two edits away, and fewer edits than half its length.
 *
 * @example
 * ```ts
 * closestName('serch', ['random', 'search']); // 'search'
 * closestName('xyz', ['random', 'search']); // undefined
 * ```
 */
export function closestName(typed: string, names: readonly string[]): string | undefined {
  const lower = typed.toLowerCase();
  let best: { name: string; distance: number } | undefined;
  for (const name of names) {
    const distance = editDistance(lower, name);
    if (distance <= 2 && distance * 2 < name.length && (best === undefined || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

/**
 * "did you mean search?": the known name nearest a mistyped one.
 */

/** How many single-character edits (insert, delete, replace, swap two neighbours) turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i]!;
      const above = rows[i - 1]!;
      row[j] = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
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

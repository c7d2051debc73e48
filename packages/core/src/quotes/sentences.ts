const ENDINGS: ReadonlySet<string> = new Set(['.', '!', '?', '…', '♪']);
// Closing quotes and brackets after an ending stay with it, as in shortenCaption.
const CLOSERS = /["'”’»›)\]}」』）］｝＂＇〉》】〕〗〙〛\s]+$/u;

/**
 * Whether a subtitle line ends its sentence: its text ends with `.`, `!`,
 * `?`, `…` or `♪`, closing quotes and brackets after it aside. A line that
 * ends otherwise, or with a trailing `--` or `-` (speech that carries on),
 * continues into the next line. An empty line ends nothing that could go on.
 * @example
 * ```ts
 * endsSentence('She said "Hi!"'); // true
 * endsSentence('I was going to--'); // false
 * endsSentence('the tests are green'); // false
 * ```
 */
export function endsSentence(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '') return true;
  const bare = trimmed.replace(CLOSERS, '');
  const last = bare.at(-1);
  if (last === undefined) return true;
  if (last === '-') return false;
  return ENDINGS.has(last);
}

/**
 * The sentences of a quote, in order, trimmed: cut after `.`, `!`, `?`, `…`
 * or `♪` (and the closing quotes or brackets after it) followed by white
 * space. A `.` between two digits (`3.14`) is no ending.
 * @example
 * ```ts
 * quoteSentences('Wait. Stop! "Who?" Me.'); // ['Wait.', 'Stop!', '"Who?"', 'Me.']
 * ```
 */
export function quoteSentences(quote: string): string[] {
  return quote
    .split(/(?<=[.!?…♪]["'”’»›)\]}]*)\s+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

/**
 * Turns the chunks of a byte stream into complete text lines as they arrive,
 * for newline-delimited JSON. Multi-byte characters split across chunks are
 * kept whole.
 */
export function createLineSplitter(onLine: (line: string) => void): { push: (chunk: Uint8Array) => void; end: () => void } {
  const decoder = new TextDecoder();
  let pending = '';
  const emit = (text: string): void => {
    const lines = (pending + text).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') onLine(line);
  };
  return {
    push: (chunk) => {
      emit(decoder.decode(chunk, { stream: true }));
    },
    end: () => {
      emit(`${decoder.decode()}\n`);
    },
  };
}

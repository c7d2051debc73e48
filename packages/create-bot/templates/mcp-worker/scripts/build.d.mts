/** Bundles the worker for workerd; resolves to the output file's path (default `dist/worker.js`). */
export function buildWorker(outfile?: string): Promise<string>;

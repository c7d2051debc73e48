/**
 * Entry point of the `screencap-fake-service` command (run through the
 * `bin/screencap-fake-service.js` shim).
 *
 * @example
 * ```sh
 * screencap-fake-service --port 0 --seed 7
 * # http://127.0.0.1:43125/
 * ```
 */
import { runCli } from './cli.js';

await runCli(process.argv.slice(2));

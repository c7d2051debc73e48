// The `create-bot` executable (`npm create @screencap/bot` runs it).
import { runCreateBot } from './cli.js';

process.exitCode = runCreateBot(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env });

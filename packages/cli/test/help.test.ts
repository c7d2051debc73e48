import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import { runScreencap } from './support/run-screencap.js';

const COMMANDS = ['random', 'search', 'caption', 'frames', 'nearby', 'episode', 'meme', 'gif', 'comic', 'discover', 'navigator', 'transcript'];
const EXIT_CODES = ['0  success', '1  unexpected error', '2  usage error', '3  not found', '4  service error', '5  network error', '6  rate-limited'];

describe('--help', () => {
  test.each([['--help'], ['-h']])('%s lists every command, the options, the exit codes and SCREENCAP_DEBUG', async (flag) => {
    const { code, stdout, stderr } = await runScreencap([flag]);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toContain('Usage:\n  screencap <command> [arguments] [options]');
    for (const command of COMMANDS) expect(stdout).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
    for (const option of ['--instance <preset>', '--base-url <url>', '--url <url>', '--title <title>', '--generation <classic|2026|auto>', '--json', '--timeout <seconds>', '--render-timeout <seconds>', '--version']) {
      expect(stdout).toContain(option);
    }
    for (const line of EXIT_CODES) expect(stdout).toContain(line);
    expect(stdout.replace(/\s+/g, ' ')).toContain('Frinkiac, Morbotron, MasterOfAllScience, GoodGodLemon, CapitalBeatUs, FrinkiHams');
    expect(stdout).toContain('SCREENCAP_DEBUG=1');
    expect(stdout).toContain('SCREENCAP_BASE_URL=<url>');
  });

  test.each(COMMANDS)('screencap %s --help shows that command: usage, examples, exit codes', async (command) => {
    const { code, stdout, stderr } = await runScreencap([command, '--help']);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout.startsWith(`Usage: screencap ${command}`)).toBe(true);
    expect(stdout).toContain(`Examples:\n  screencap ${command}`);
    expect(stdout).toContain('Global options');
    for (const line of EXIT_CODES) expect(stdout).toContain(line);
  });

  test('a command help lists its arguments and its own options', async () => {
    const { stdout } = await runScreencap(['gif', '-h']);
    expect(stdout).toContain('Usage: screencap gif <key> <timestamp> [options]');
    for (const option of ['--caption <text>', '--before <ms>', '--after <ms>', '--generate']) expect(stdout).toContain(option);
    expect(stdout).toMatch(/--before <ms> +how far the window reaches before the timestamp \(default\s+3000\)/);
  });

  test('gif help shows --render and --mp4; comic help shows its repeated pairs and style options', async () => {
    const gif = (await runScreencap(['gif', '--help'])).stdout;
    expect(gif).toMatch(/--render +have the 2026 service render the clip/);
    expect(gif).toMatch(/--mp4 +with --render, render an mp4/);
    const comic = (await runScreencap(['comic', '--help'])).stdout;
    expect(comic).toContain('Usage: screencap comic <key> <timestamp> [<key> <timestamp> ...] [options]');
    for (const option of ['--caption <text>', '--layout <layout>', '--font <name>', '--size <n>', '--color <#rrggbb>', '--align <left|center|right>', '--caps']) {
      expect(comic).toContain(option);
    }
    expect(comic.replace(/\s+/g, ' ')).toContain('single, wide, tall, 1over2, 2x2');
    for (const command of ['random', 'search']) {
      const help = (await runScreencap([command, '--help'])).stdout;
      expect(help).toContain('--season-min <n>');
      expect(help).toContain('--season-max <n>');
    }
    expect((await runScreencap(['--help'])).stdout).toMatch(/^ {2}comic <key> <timestamp> \[<key> <timestamp> \.\.\.\] +the URL of a captioned still/m);
  });

  test('help wins over a missing argument, before or after the command', async () => {
    expect((await runScreencap(['--help', 'caption'])).stdout.startsWith('Usage: screencap caption <key> <timestamp>')).toBe(true);
  });
});

describe('--version', () => {
  test("prints the package's version", async () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    const { code, stdout } = await runScreencap(['--version']);
    expect(code).toBe(0);
    expect(stdout).toBe(`${manifest.version}\n`);
  });
});

import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateBotError, UsageError } from './errors.js';
import { readTarballFolder, type PackedPackage } from './tarballs.js';
import { PACKAGE_VERSIONS } from './versions.js';

/**
 * The templates `create-bot` writes, by name:
 * - `discord-worker`: Discord interactions on a Cloudflare Worker (`/quote`, buttons, a deferred gif);
 * - `discord-bot`: discord.js over the gateway, the gif attached as a file;
 * - `telegram-bot`: grammY, `/quote` and inline mode;
 * - `slack-bot`: Bolt, `/simpsons <quote>` answered with blocks;
 * - `script`: a command-line script on the blocking flavour (`@screencap/sync`);
 * - `mcp-worker`: the MCP server on a Cloudflare Worker (Streamable HTTP at `/mcp`).
 *
 * @example
 * ```ts
 * import { TEMPLATES } from '@screencap/create-bot';
 * console.log(TEMPLATES.join(', '));
 * ```
 */
export const TEMPLATES = ['discord-worker', 'discord-bot', 'telegram-bot', 'slack-bot', 'script', 'mcp-worker'] as const;

/** One of {@link TEMPLATES}. */
export type TemplateName = (typeof TEMPLATES)[number];

/** What {@link createProject} writes, and where. */
export interface CreateProjectOptions {
  /** The folder to write the project into; created when missing, refused when not empty. */
  readonly folder: string;
  /** The template to start from. */
  readonly template: TemplateName;
  /**
   * A folder of packed tarballs (`npm run pack` in a clone writes `tarballs/`):
   * the project then depends on them by `file:` instead of on the registry,
   * every `@screencap` package it needs included, transitive ones too.
   * @default undefined: `^` ranges of the released versions, from the registry
   */
  readonly tarballs?: string | undefined;
}

/** What {@link createProject} wrote. */
export interface CreatedProject {
  /** The project's folder, absolute. */
  readonly folder: string;
  /** The project's package name (from the folder's name). */
  readonly name: string;
  /** The template it came from. */
  readonly template: TemplateName;
  /** Each `@screencap` package the project depends on, and the range or `file:` it names. */
  readonly screencapDependencies: Readonly<Record<string, string>>;
}

interface Manifest {
  name?: string;
  version?: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const TEMPLATE_ROOT = fileURLToPath(new URL('../templates/', import.meta.url));

/** The template's stand-in for the project's name; a bot's `userAgent` carries it. */
const NAME_TOKEN = 'my-screencap-bot';

/** Files a workspace run leaves in a template, never part of a project. */
const SKIPPED = new Set(['node_modules', 'dist', 'package-lock.json', '.tsbuildinfo']);

/** npm refuses publishing files named .gitignore and renames them; the template keeps it as `gitignore`. */
const RENAMED: Readonly<Record<string, string>> = { gitignore: '.gitignore' };

const TEXT_FILE = /\.(?:ts|mts|js|mjs|cjs|json|md|toml|txt)$/;

/** A package name npm accepts, from a folder name. */
function packageNameOf(folder: string): string {
  const name = basename(folder)
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^[._-]+|-+$/g, '')
    .slice(0, 214);
  return name === '' ? 'screencap-bot' : name;
}

/** Whether `name` is one of {@link TEMPLATES} and its files ship in this package. */
export function templateAvailable(name: string): name is TemplateName {
  return (TEMPLATES as readonly string[]).includes(name) && existsSync(join(TEMPLATE_ROOT, name, 'package.json'));
}

function checkTarget(folder: string): void {
  if (!existsSync(folder)) return;
  if (!statSync(folder).isDirectory()) throw new CreateBotError(`${folder} exists and is not a folder; pick another name`);
  if (readdirSync(folder).length > 0) throw new CreateBotError(`${folder} is not empty; pick a new folder, or empty this one first`);
}

function isScreencapWorkspaceSpec(name: string, spec: string): boolean {
  return name.startsWith('@screencap/') && spec.startsWith('workspace:');
}

/**
 * Every @screencap package the template names, and those they need in
 * turn, each with the section it goes to: a package some runtime
 * dependency needs is a runtime dependency itself.
 */
function screencapClosure(manifest: Manifest, packed: ReadonlyMap<string, PackedPackage>): Map<string, 'dependencies' | 'devDependencies'> {
  const sections = new Map<string, 'dependencies' | 'devDependencies'>();
  const visit = (name: string, section: 'dependencies' | 'devDependencies'): void => {
    if (sections.get(name) === 'dependencies' || sections.get(name) === section) return;
    sections.set(name, section);
    const tarball = packed.get(name);
    if (tarball === undefined) return;
    for (const dependency of tarball.dependencies) if (dependency.startsWith('@screencap/')) visit(dependency, section);
  };
  for (const section of ['dependencies', 'devDependencies'] as const) {
    for (const [name, spec] of Object.entries(manifest[section] ?? {})) if (isScreencapWorkspaceSpec(name, spec)) visit(name, section);
  }
  return sections;
}

function projectManifest(template: Manifest, name: string, tarballs: string | undefined): { manifest: Manifest; screencap: Record<string, string> } {
  const packed = tarballs === undefined ? new Map<string, PackedPackage>() : readTarballs(tarballs);
  const wanted = screencapClosure(template, packed);
  const missing = tarballs === undefined ? [] : [...wanted.keys()].filter((dependency) => !packed.has(dependency));
  if (missing.length > 0) throw new CreateBotError(`${tarballs ?? ''} has no tarball of ${missing.join(', ')}; \`npm run pack\` in a clone of the SDK writes them all`);
  const screencap: Record<string, string> = {};
  const sections: Record<'dependencies' | 'devDependencies', Record<string, string>> = { dependencies: {}, devDependencies: {} };
  for (const section of ['dependencies', 'devDependencies'] as const) {
    for (const [dependency, spec] of Object.entries(template[section] ?? {})) {
      if (!isScreencapWorkspaceSpec(dependency, spec)) sections[section][dependency] = spec;
    }
  }
  for (const [dependency, section] of wanted) {
    const tarball = packed.get(dependency);
    const version = PACKAGE_VERSIONS[dependency];
    if (tarball === undefined && version === undefined) throw new Error(`the template names ${dependency}, which this release of create-bot does not know`);
    const spec = tarball === undefined ? `^${version ?? ''}` : `file:${tarball.path}`;
    sections[section][dependency] = spec;
    screencap[dependency] = spec;
  }
  const sorted = (entries: Record<string, string>): Record<string, string> => Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));
  const { dependencies: _dependencies, devDependencies: _devDependencies, ...rest } = template;
  const manifest: Manifest = { ...rest, name, version: '0.1.0', private: true };
  if (Object.keys(sections.dependencies).length > 0) manifest.dependencies = sorted(sections.dependencies);
  if (Object.keys(sections.devDependencies).length > 0) manifest.devDependencies = sorted(sections.devDependencies);
  return { manifest, screencap };
}

function readTarballs(folder: string): ReadonlyMap<string, PackedPackage> {
  if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new CreateBotError(`the tarball folder ${folder} does not exist`);
  try {
    return readTarballFolder(folder);
  } catch (error) {
    throw new CreateBotError((error as Error).message);
  }
}

function personalize(folder: string, name: string): void {
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const target = RENAMED[entry.name];
    if (target !== undefined) renameSync(path, join(entry.parentPath, target));
    if (!TEXT_FILE.test(entry.name)) continue;
    const text = readFileSync(path, 'utf8');
    if (text.includes(NAME_TOKEN)) writeFileSync(path, text.replaceAll(NAME_TOKEN, name));
  }
}

/**
 * Writes a standalone project from a template: its files, with the
 * project's name in its package.json and in the `userAgent` its client
 * sends, and dependencies on `^` ranges of the `@screencap` packages (or on
 * the packed tarballs of `tarballs`). Nothing is installed: run `npm
 * install` in the folder next.
 *
 * @throws {UsageError} for a template that does not exist
 * @throws {CreateBotError} when `folder` exists and is not empty, or
 *   `tarballs` lacks a package the project needs; nothing is written then
 * @example
 * ```ts
 * import { createProject } from '@screencap/create-bot';
 * const project = createProject({ folder: 'my-bot', template: 'discord-worker' });
 * console.log(`cd ${project.folder} && npm install && npm test`);
 * ```
 */
export function createProject(options: CreateProjectOptions): CreatedProject {
  const { template } = options;
  if (!templateAvailable(template)) throw new UsageError(`unknown template ${JSON.stringify(template)}; pick one of ${availableTemplates().join(', ')}`);
  const folder = resolve(options.folder);
  checkTarget(folder);
  const source = join(TEMPLATE_ROOT, template);
  const name = packageNameOf(folder);
  const templateManifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as Manifest;
  const { manifest, screencap } = projectManifest(templateManifest, name, options.tarballs);
  mkdirSync(folder, { recursive: true });
  cpSync(source, folder, {
    recursive: true,
    filter: (path) => !relative(source, path).split(sep).some((part) => SKIPPED.has(part)),
  });
  writeFileSync(join(folder, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  personalize(folder, name);
  return { folder, name, template, screencapDependencies: screencap };
}

/** The templates this release ships, in {@link TEMPLATES}' order. */
export function availableTemplates(): TemplateName[] {
  return TEMPLATES.filter((name) => templateAvailable(name));
}

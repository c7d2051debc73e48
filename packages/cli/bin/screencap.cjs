#!/usr/bin/env node
"use strict";

// packages/cli/src/launcher.ts
var import_node_module2 = require("node:module");
var import_node_path4 = require("node:path");

// packages/cli/src/cache-directory.ts
var import_node_os = require("node:os");
var import_node_path = require("node:path");
var CACHE_DIR_ENV = "SCREENCAP_CACHE_DIR";
var NAME = "screencap";
var given = (value) => value === void 0 || value === "" ? void 0 : value;
function cacheDirectory(env, platform = process.platform, home = (0, import_node_os.homedir)()) {
  const chosen = given(env[CACHE_DIR_ENV]);
  if (chosen !== void 0) return chosen;
  if (platform === "darwin") return (0, import_node_path.join)(home, "Library", "Caches", NAME);
  if (platform === "win32") return import_node_path.win32.join(given(env.LOCALAPPDATA) ?? import_node_path.win32.join(home, "AppData", "Local"), NAME, "Cache");
  return (0, import_node_path.join)(given(env.XDG_CACHE_HOME) ?? (0, import_node_path.join)(home, ".cache"), NAME);
}

// packages/cli/src/commands/names.ts
var COMMAND_NAMES = ["random", "search", "caption", "frames", "nearby", "episode", "meme", "gif", "comic", "discover", "navigator", "transcript"];

// packages/cli/src/compile-cache.ts
var import_node_fs2 = require("node:fs");
var import_node_module = require("node:module");
var import_node_path3 = require("node:path");
var import_node_vm = require("node:vm");

// packages/cli/src/compile-cache-file.ts
var import_node_zlib = require("node:zlib");
var MAGIC = 945177427;
var FORMAT = 2;
var HEADER_BYTES = 20;
var MADE_BY_A_RUN_THAT_SUCCEEDED = 1;
var checksumOf = (file) => (0, import_node_zlib.crc32)(file.subarray(HEADER_BYTES), (0, import_node_zlib.crc32)(file.subarray(8, 12)));
function sealCacheData(payload, madeByASuccess) {
  const file = Buffer.allocUnsafe(HEADER_BYTES + payload.length);
  file.writeUInt32LE(MAGIC, 0);
  file.writeUInt32LE(FORMAT, 4);
  file.writeUInt32LE(madeByASuccess ? MADE_BY_A_RUN_THAT_SUCCEEDED : 0, 8);
  file.writeUInt32LE(payload.length, 12);
  file.set(payload, HEADER_BYTES);
  file.writeUInt32LE(checksumOf(file), 16);
  return file;
}
function openCacheData(file) {
  if (file.length < HEADER_BYTES) return void 0;
  if (file.readUInt32LE(0) !== MAGIC || file.readUInt32LE(4) !== FORMAT || file.readUInt32LE(12) !== file.length - HEADER_BYTES) return void 0;
  const flags = file.readUInt32LE(8);
  if ((flags & ~MADE_BY_A_RUN_THAT_SUCCEEDED) !== 0) return void 0;
  const payload = file.subarray(HEADER_BYTES);
  return checksumOf(file) === file.readUInt32LE(16) ? { payload, madeByASuccess: flags === MADE_BY_A_RUN_THAT_SUCCEEDED } : void 0;
}

// packages/cli/src/write-whole-file.ts
var import_node_fs = require("node:fs");
var import_node_path2 = require("node:path");
function writeWholeFile(file, data) {
  const partial = `${file}.${process.pid}.partial`;
  try {
    (0, import_node_fs.mkdirSync)((0, import_node_path2.dirname)(file), { recursive: true });
    (0, import_node_fs.writeFileSync)(partial, data);
    (0, import_node_fs.renameSync)(partial, file);
    return true;
  } catch {
    try {
      (0, import_node_fs.rmSync)(partial, { force: true });
    } catch {
    }
    return false;
  }
}
var isPartialFile = (name) => name.endsWith(".partial");

// packages/cli/src/compile-cache.ts
function cacheFileName(location) {
  return `${location.kind}@${location.validFor}.bin`;
}
var WRAPPER_HEAD = "(function (exports, require, module, __filename, __dirname) { ";
var WRAPPER_TAIL = "\n})";
function readCacheFile(file) {
  try {
    return (0, import_node_fs2.readFileSync)(file);
  } catch {
    return void 0;
  }
}
var KEPT_OF_A_KIND = 4;
function pruneKind(location) {
  const name = cacheFileName(location);
  const others = (0, import_node_fs2.readdirSync)(location.directory).filter((entry) => entry.startsWith(`${location.kind}@`) && entry !== name && !isPartialFile(entry)).map((entry) => ({ file: (0, import_node_path3.join)(location.directory, entry), writtenAt: (0, import_node_fs2.statSync)((0, import_node_path3.join)(location.directory, entry)).mtimeMs })).sort((a, b) => b.writtenAt - a.writtenAt);
  for (const { file } of others.slice(KEPT_OF_A_KIND - 1)) (0, import_node_fs2.rmSync)(file, { force: true });
}
function writeCacheFile(location, data, madeByASuccess) {
  if (!writeWholeFile((0, import_node_path3.join)(location.directory, cacheFileName(location)), sealCacheData(data, madeByASuccess))) return;
  try {
    pruneKind(location);
  } catch {
  }
}
function runWithCompileCache(file, location) {
  const source = (0, import_node_fs2.readFileSync)(file, "utf8");
  const cacheFile = location === void 0 ? void 0 : readCacheFile((0, import_node_path3.join)(location.directory, cacheFileName(location)));
  const cached = cacheFile === void 0 ? void 0 : openCacheData(cacheFile);
  const script = new import_node_vm.Script(WRAPPER_HEAD + source + WRAPPER_TAIL, { filename: file, cachedData: cached?.payload });
  const state = location === void 0 ? "off" : cacheFile === void 0 ? "absent" : cached === void 0 || script.cachedDataRejected === true ? "rejected" : "used";
  if (location !== void 0 && (state !== "used" || cached?.madeByASuccess === false)) {
    process.once("exit", (code) => {
      if (state === "used" && code !== 0) return;
      writeCacheFile(location, script.createCachedData(), code === 0);
    });
  }
  const run = script.runInThisContext();
  const module2 = { exports: {} };
  run.call(module2.exports, module2.exports, (0, import_node_module.createRequire)(file), module2, file, (0, import_node_path3.dirname)(file));
  return state;
}

// packages/cli/src/debug-flag.ts
var DEBUG_ENV = "SCREENCAP_DEBUG";
function isDebugEnabled(env) {
  const value = env[DEBUG_ENV];
  return value !== void 0 && value !== "" && value !== "0" && value.toLowerCase() !== "false";
}

// packages/cli/src/launcher.ts
var argv = process.argv.slice(2);
var commandName = argv.find((arg) => COMMAND_NAMES.includes(arg));
var kind = argv.length === 0 || argv.some((arg) => arg === "--help" || arg === "-h" || arg === "--version") ? "help" : commandName === void 0 ? "other" : `command-${commandName}`;
var disabled = (process.env.NODE_DISABLE_COMPILE_CACHE ?? "") !== "";
var main = (0, import_node_path4.join)(__dirname, "..", "lib", "main.cjs");
if (isDebugEnabled(process.env)) {
  process.setSourceMapsEnabled(true);
  (0, import_node_module2.createRequire)(__filename)(main);
} else {
  runWithCompileCache(
    main,
    disabled ? void 0 : {
      directory: (0, import_node_path4.join)(cacheDirectory(process.env), "v8-compile-cache"),
      kind,
      validFor: `${"2983d2185ef8c0be"}-node${process.version}-${process.arch}`
    }
  );
}

#!/usr/bin/env node
'use strict';
// CommonJS: Node.js sets up its ESM loader only for an ES module, and this
// command's start-up is counted in milliseconds.
require('../lib/launcher.cjs');

#!/usr/bin/env node
import '../lib/bin.js';

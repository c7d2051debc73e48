// What a TypeScript user of the packages writes, compiled under each module
// setting of check.mjs, in an ES module project and in a CommonJS one.
import { formatCaption } from '@screencap/core';
import { Frinkiac, type AsyncScreencap } from '@screencap/async';
import { ScreencapClient } from '@screencap/sync';
import { startFakeServiceProcess } from '@screencap/fake-service';

export const caption: string = formatCaption('Hi there');
export const makeClient = () => new Frinkiac({ timeout: 5 });
export type Found = AsyncScreencap;
export const SyncClient = ScreencapClient;
export const startFake = startFakeServiceProcess;

// What a README code block imports in place of @screencap/sync when the README
// test runs it: the package itself, with its six presets pointed at the fake
// service (presets-at-the-fake.mjs).
import * as sdk from '@screencap/sync';
import { presetsAtTheFake } from './presets-at-the-fake.mjs';

export * from '@screencap/sync';
export const { Frinkiac, Morbotron, MasterOfAllScience, GoodGodLemon, CapitalBeatUs, FrinkiHams } = presetsAtTheFake(sdk);

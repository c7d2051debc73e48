// What a README code block imports in place of @screencap/async when the README
// test runs it: the package itself, with its six presets pointed at the fake
// service (presets-at-the-fake.mjs).
import * as sdk from '@screencap/async';
import { presetsAtTheFake } from './presets-at-the-fake.mjs';

export * from '@screencap/async';
export const { Frinkiac, Morbotron, MasterOfAllScience, GoodGodLemon, CapitalBeatUs, FrinkiHams } = presetsAtTheFake(sdk);

import type { PresetClass } from '@screencap/core';
import { definePresets } from '@screencap/core/internal';
import { ScreencapClient } from './client.js';

/** The client class of each known instance, taking only options (`new Frinkiac({ timeout: 5 })`); its instance is `Frinkiac.instance`. */
export const {
  /** A client of Frinkiac (The Simpsons), `https://frinkiac.com/`. */
  Frinkiac,
  /** A client of Morbotron (Futurama), `https://morbotron.com/`. */
  Morbotron,
  /** A client of Master of All Science (Rick and Morty), `https://masterofallscience.com/`. */
  MasterOfAllScience,
  /** A client of Good God Lemon (30 Rock), `https://goodgodlemon.com/`. */
  GoodGodLemon,
  /** A client of Capital Beat Us (West Wing), `https://capitalbeat.us/`. */
  CapitalBeatUs,
  /** A client of FrinkiHams (Steamed Hams), `https://frinkihams.com/`. */
  FrinkiHams,
} = definePresets(ScreencapClient) satisfies Record<string, PresetClass<typeof ScreencapClient>>;
/** A Frinkiac client, as a type: `const client: Frinkiac = new Frinkiac()`. */
export type Frinkiac = ScreencapClient;
/** A Morbotron client, as a type: `const client: Morbotron = new Morbotron()`. */
export type Morbotron = ScreencapClient;
/** A MasterOfAllScience client, as a type: `const client: MasterOfAllScience = new MasterOfAllScience()`. */
export type MasterOfAllScience = ScreencapClient;
/** A GoodGodLemon client, as a type: `const client: GoodGodLemon = new GoodGodLemon()`. */
export type GoodGodLemon = ScreencapClient;
/** A CapitalBeatUs client, as a type: `const client: CapitalBeatUs = new CapitalBeatUs()`. */
export type CapitalBeatUs = ScreencapClient;
/** A FrinkiHams client, as a type: `const client: FrinkiHams = new FrinkiHams()`. */
export type FrinkiHams = ScreencapClient;

import type { PresetClass } from '@screencap/core';
import { INSTANCES, definePreset } from '@screencap/core/internal';
import { ScreencapClient } from './client.js';

/** The client of Frinkiac (The Simpsons), `https://frinkiac.com/`. */
export const Frinkiac: PresetClass<typeof ScreencapClient> = definePreset(ScreencapClient, INSTANCES.frinkiac);
/** A Frinkiac client, as a type: `const client: Frinkiac = new Frinkiac()`. */
export type Frinkiac = ScreencapClient;
/** The client of Morbotron (Futurama), `https://morbotron.com/`. */
export const Morbotron: PresetClass<typeof ScreencapClient> = definePreset(ScreencapClient, INSTANCES.morbotron);
/** A Morbotron client, as a type: `const client: Morbotron = new Morbotron()`. */
export type Morbotron = ScreencapClient;
/** The client of Master of All Science (Rick and Morty); redirects to Frinkiac since 2026. */
export const MasterOfAllScience: PresetClass<typeof ScreencapClient> = definePreset(ScreencapClient, INSTANCES.masterofallscience);
/** A MasterOfAllScience client, as a type: `const client: MasterOfAllScience = new MasterOfAllScience()`. */
export type MasterOfAllScience = ScreencapClient;
/** The client of Good God Lemon (30 Rock); not seen since 2026. */
export const GoodGodLemon: PresetClass<typeof ScreencapClient> = definePreset(ScreencapClient, INSTANCES.goodgodlemon);
/** A GoodGodLemon client, as a type: `const client: GoodGodLemon = new GoodGodLemon()`. */
export type GoodGodLemon = ScreencapClient;
/** The client of Capital Beat Us (The West Wing), `https://capitalbeat.us/`. */
export const CapitalBeatUs: PresetClass<typeof ScreencapClient> = definePreset(ScreencapClient, INSTANCES.capitalbeatus);
/** A CapitalBeatUs client, as a type: `const client: CapitalBeatUs = new CapitalBeatUs()`. */
export type CapitalBeatUs = ScreencapClient;
/** The client of Frinkihams (Steamed Hams); not seen since 2020. */
export const FrinkiHams: PresetClass<typeof ScreencapClient> = definePreset(ScreencapClient, INSTANCES.frinkihams);
/** A FrinkiHams client, as a type: `const client: FrinkiHams = new FrinkiHams()`. */
export type FrinkiHams = ScreencapClient;

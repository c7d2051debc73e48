import type { PresetClass } from '@screencap/core';
import { INSTANCES, definePreset } from '@screencap/core/internal';
import { ScreencapClient } from './client.js';

/** The client of Frinkiac (The Simpsons), `https://frinkiac.com/`. */
export const Frinkiac: PresetClass<typeof ScreencapClient> = definePreset(ScreencapClient, INSTANCES.frinkiac);
/** The client of Morbotron (Futurama), `https://morbotron.com/`. */
export const Morbotron: PresetClass<typeof ScreencapClient> = definePreset(ScreencapClient, INSTANCES.morbotron);
/** The client of Master of All Science (Rick and Morty); redirects to Frinkiac since 2026. */
export const MasterOfAllScience: PresetClass<typeof ScreencapClient> = definePreset(ScreencapClient, INSTANCES.masterofallscience);
/** The client of Good God Lemon (30 Rock); not seen since 2026. */
export const GoodGodLemon: PresetClass<typeof ScreencapClient> = definePreset(ScreencapClient, INSTANCES.goodgodlemon);
/** The client of Capital Beat Us (The West Wing), `https://capitalbeat.us/`. */
export const CapitalBeatUs: PresetClass<typeof ScreencapClient> = definePreset(ScreencapClient, INSTANCES.capitalbeatus);
/** The client of Frinkihams (Steamed Hams); not seen since 2020. */
export const FrinkiHams: PresetClass<typeof ScreencapClient> = definePreset(ScreencapClient, INSTANCES.frinkihams);

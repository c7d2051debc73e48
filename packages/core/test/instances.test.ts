import { describe, expect, it } from '@jest/globals';
import { INSTANCES, fontProfileFor } from '../src/instances.js';

describe('INSTANCES', () => {
  it('lists the six known instances with their base URLs and titles', () => {
    const common = ['impact', 'comicneue', 'jost', 'pacifico'];
    const generic = { fonts: common, defaultFont: 'impact' };
    expect(INSTANCES).toEqual({
      frinkiac: {
        name: 'Frinkiac', url: 'https://frinkiac.com/', title: 'The Simpsons',
        fonts: [...common, 'akbar'], defaultFont: 'akbar',
      },
      morbotron: {
        name: 'Morbotron', url: 'https://morbotron.com/', title: 'Futurama',
        fonts: [...common, 'fr'], defaultFont: 'fr',
      },
      masterofallscience: { name: 'MasterOfAllScience', url: 'https://masterofallscience.com/', title: 'Rick and Morty', ...generic },
      goodgodlemon: { name: 'GoodGodLemon', url: 'https://goodgodlemon.com/', title: '30 Rock', ...generic },
      capitalbeatus: { name: 'CapitalBeatUs', url: 'https://capitalbeat.us/', title: 'West Wing', ...generic },
      frinkihams: { name: 'FrinkiHams', url: 'https://frinkihams.com/', title: 'Steamed Hams', ...generic },
    });
  });

  it('finds the font profile of a known instance by host, and the generic one otherwise', () => {
    expect(fontProfileFor('https://frinkiac.com/').defaultFont).toBe('akbar');
    expect(fontProfileFor('https://morbotron.com/api/').fonts).toContain('fr');
    expect(fontProfileFor('http://127.0.0.1:8080/')).toEqual({ fonts: ['impact', 'comicneue', 'jost', 'pacifico'], defaultFont: 'impact' });
  });

  it('keys each instance by its lower-case name', () => {
    for (const [key, info] of Object.entries(INSTANCES)) expect(key).toBe(info.name.toLowerCase());
  });

  it('writes every base URL in normalized form', () => {
    for (const info of Object.values(INSTANCES)) expect(new URL(info.url).href).toBe(info.url);
  });
});

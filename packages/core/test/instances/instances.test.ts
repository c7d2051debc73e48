import { describe, expect, it } from '@jest/globals';
import { INSTANCES, fontProfileFor } from '../../src/instances/instances.js';

describe('INSTANCES', () => {
  it('lists the six known instances with their base URLs and titles', () => {
    const all = ['impact', 'comicneue', 'jost', 'pacifico', 'akbar', 'fr'];
    const generic = { fonts: all, defaultFont: 'impact' };
    expect(INSTANCES).toEqual({
      frinkiac: {
        name: 'Frinkiac', url: 'https://frinkiac.com/', title: 'The Simpsons',
        fonts: all, defaultFont: 'akbar', siteDefaultFont: 'akbar',
      },
      morbotron: {
        name: 'Morbotron', url: 'https://morbotron.com/', title: 'Futurama',
        fonts: all, defaultFont: 'fr', siteDefaultFont: 'fr',
      },
      masterofallscience: { name: 'MasterOfAllScience', url: 'https://masterofallscience.com/', title: 'Rick and Morty', ...generic },
      goodgodlemon: { name: 'GoodGodLemon', url: 'https://goodgodlemon.com/', title: '30 Rock', ...generic },
      capitalbeatus: { name: 'CapitalBeatUs', url: 'https://capitalbeat.us/', title: 'West Wing', ...generic },
      frinkihams: { name: 'FrinkiHams', url: 'https://frinkihams.com/', title: 'Steamed Hams', ...generic },
    });
  });

  it('finds the font profile of a known instance by host, and the generic one otherwise', () => {
    const all = ['impact', 'comicneue', 'jost', 'pacifico', 'akbar', 'fr'];
    expect(fontProfileFor('https://frinkiac.com/')).toEqual({ fonts: all, defaultFont: 'akbar', siteDefaultFont: 'akbar' });
    expect(fontProfileFor('https://www.frinkiac.com/')).toEqual({ fonts: all, defaultFont: 'akbar', siteDefaultFont: 'akbar' });
    expect(fontProfileFor('https://morbotron.com/api/')).toEqual({ fonts: all, defaultFont: 'fr', siteDefaultFont: 'fr' });
    expect(fontProfileFor('https://capitalbeat.us/')).toEqual({ fonts: all, defaultFont: 'impact' });
    expect(fontProfileFor('http://127.0.0.1:8080/')).toEqual({ fonts: all, defaultFont: 'impact' });
  });

  it('keys each instance by its lower-case name', () => {
    for (const [key, info] of Object.entries(INSTANCES)) expect(key).toBe(info.name.toLowerCase());
  });

  it('writes every base URL in normalized form', () => {
    for (const info of Object.values(INSTANCES)) expect(new URL(info.url).href).toBe(info.url);
  });
});

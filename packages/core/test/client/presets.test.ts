import { describe, expect, it } from '@jest/globals';
import { definePreset } from '../../src/client/presets.js';
import { INSTANCES } from '../../src/instances/instances.js';

/** Stands for a flavour's ScreencapClient: records what it was built with. */
class RecordingClient {
  constructor(
    readonly url: string,
    readonly title: string,
    readonly options?: { timeout?: number },
  ) {}
}

describe('definePreset', () => {
  const Frinkiac = definePreset(RecordingClient, INSTANCES.frinkiac);

  it('names the class after the instance', () => {
    expect(Frinkiac.name).toBe('Frinkiac');
    expect(definePreset(RecordingClient, INSTANCES.capitalbeatus).name).toBe('CapitalBeatUs');
  });

  it('exposes the instance as a static', () => {
    expect(Frinkiac.instance).toBe(INSTANCES.frinkiac);
    expect(Frinkiac.instance).toMatchObject({ name: 'Frinkiac', url: 'https://frinkiac.com/', title: 'The Simpsons', defaultFont: 'akbar' });
  });

  it('passes the url, the title and the options to the base class', () => {
    const options = { timeout: 5 };
    const client = new Frinkiac(options);
    expect(client).toBeInstanceOf(Frinkiac);
    expect(client).toBeInstanceOf(RecordingClient);
    expect(client.url).toBe('https://frinkiac.com/');
    expect(client.title).toBe('The Simpsons');
    expect(client.options).toBe(options);
  });

  it('passes undefined options when none are given', () => {
    const client = new Frinkiac();
    expect(client.options).toBeUndefined();
  });

  it('makes a distinct class for each instance', () => {
    const Morbotron = definePreset(RecordingClient, INSTANCES.morbotron);
    const client = new Morbotron();
    expect(client.url).toBe('https://morbotron.com/');
    expect(client.title).toBe('Futurama');
    expect(client).not.toBeInstanceOf(Frinkiac);
  });
});

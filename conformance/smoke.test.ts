import { describe, expect, it } from '@jest/globals';
import { landmarks } from '@screencap/fake-service';
import { FLAVOURS } from './support/flavours.js';
import { useFakeService } from './support/fake-service.js';

const fake = useFakeService();

describe.each(FLAVOURS)('$name flavour', (flavour) => {
  it('searches', async () => {
    const client = new flavour.ScreencapClient(fake().url, 'The Testingtons');
    const frames = await flavour.call(() => client.search(landmarks.searches.several));
    expect(frames.length).toBe(7);
    client.close();
  });
});

/**
 * The screencap fetch the render, comic, meme and operation tests start from,
 * written once: the request log is cleared afterwards, so a test's log holds
 * only what it does with the screencap.
 */
import type { FakeServiceHandle } from '@screencap/fake-service';
import type { AnyClient, AnyScreencap, Flavour } from './flavours.js';

/** A place in the catalogue: an episode key and a timestamp in ms. */
export interface Place {
  readonly key: string;
  readonly timestamp: number;
}

/** The screencap of `client` at `place`, fetched through `flavour`; the service's request log is cleared afterwards. */
export async function fetchScreencapAt(flavour: Flavour, client: AnyClient, fake: FakeServiceHandle, place: Place): Promise<AnyScreencap> {
  const screencap = await flavour.call(() => client.getScreencap(place.key, place.timestamp));
  await fake.clearRequests();
  return screencap;
}

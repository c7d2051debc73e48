// Compiled against the installed tarballs' .d.ts files: what a TypeScript
// user of each package writes must type-check.
import { APIPageStatusError, AsyncScreencap, Frinkiac, ScreencapClient as AsyncClient } from '@screencap/async';
import { formatCaption, type FrameJson } from '@screencap/core';
import { startFakeServiceProcess, type Fault } from '@screencap/fake-service';
import { Screencap, ScreencapClient as SyncClient, SyncWorkerError } from '@screencap/sync';

export async function usage(): Promise<string[]> {
  const fake = await startFakeServiceProcess({ mode: 'classic' });
  const fault: Fault = { endpoint: 'search', kind: 'status', status: 503 };
  await fake.injectFault(fault);
  const asyncClient: AsyncClient = new Frinkiac({ timeout: 5 });
  const screencap: AsyncScreencap = await asyncClient.getRandomScreencap();
  const gif: Promise<string> = screencap.getGifUrl({ caption: formatCaption(screencap.caption) });
  const syncScreencap: Screencap = new SyncClient(fake.url, 'Fake').getScreencap('S01E01', 20661);
  const mp4: string = syncScreencap.getMp4Url();
  const raw: FrameJson = syncScreencap.frame.json;
  const errors: unknown[] = [APIPageStatusError, SyncWorkerError];
  await fake.close();
  return [await gif, mp4, raw.Episode, String(errors.length), Frinkiac.encodeCaption('x')];
}

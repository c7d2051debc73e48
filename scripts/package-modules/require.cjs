// require() of the packages from CommonJS, as a project made by `npm init`
// loads them (Node.js 22.12 and newer load ES modules through require()):
// both flavours make a request to the fake service.
const { formatCaption } = require('@screencap/core');
const { ScreencapClient: AsyncClient } = require('@screencap/async');
const { ScreencapClient: SyncClient } = require('@screencap/sync');
const { landmarks, startFakeServiceProcess } = require('@screencap/fake-service');

(async () => {
  const fake = await startFakeServiceProcess({ mode: '2026' });
  try {
    const asyncClient = new AsyncClient(fake.url, 'Fake', { generation: '2026' });
    const syncClient = new SyncClient(fake.url, 'Fake', { generation: '2026' });
    const query = landmarks.searches.several;
    const fromAsync = (await asyncClient.search(query)).length;
    const fromSync = syncClient.search(query).length;
    asyncClient.close();
    syncClient.close();
    if (fromAsync === 0 || fromAsync !== fromSync) throw new Error(`require(): async found ${fromAsync}, sync ${fromSync}`);
    console.log(`require() of the packages works: ${fromAsync} results in both flavours; ${JSON.stringify(formatCaption('a b'))}`);
  } finally {
    await fake.close();
  }
})().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

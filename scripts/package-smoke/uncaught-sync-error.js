// Run by usage.js with the fake service's address: an SDK error of the sync
// flavour that nothing catches. Its banner must name this file, line 7.
import { ScreencapClient } from '@screencap/sync';

const client = new ScreencapClient(process.argv[2], 'The Testingtons');
// An episode the service does not have: a 404.
client.getScreencap('S99E99', 1);

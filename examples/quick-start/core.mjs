// The README's offline quick start (`@screencap/core`), runnable: no service
// at all. Run it: `node examples/quick-start/core.mjs`.
import { encodeCaption, formatCaption } from '@screencap/core';

console.log(JSON.stringify(formatCaption('Me fail English? That is unpossible!', { maxChars: 16 })));
// "Me fail English?\nThat is\nunpossible!"
console.log(encodeCaption('Hi!\nThere')); // SGkhClRoZXJl

// Captions a screencap carries are formatted this way: 4 lines of 24 characters, cut after a sentence.
console.log(JSON.stringify(formatCaption('I am so smart! I am so smart! S-M-R-T! I mean S-M-A-R-T.')));
// "I am so smart! I am so\nsmart! S-M-R-T! I mean\nS-M-A-R-T."

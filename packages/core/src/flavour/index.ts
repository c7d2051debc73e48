export { FlavourClient, type ClientFlavour, type FlavourTraits } from './client.js';
export { ClipQuoteMatch, ClipScreencap, type ClipClient } from './models.js';

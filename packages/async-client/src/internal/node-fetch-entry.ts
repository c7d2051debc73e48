// What scripts/bundle.mjs bundles into `lib/node-fetch.js` for the Node.js
// build (NODE_FETCH there): node-fetch, its dependencies inside.
export { default } from 'node-fetch';

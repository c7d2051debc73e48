// `npm start`: the app on http://localhost:3000/slack/events (PORT to
// change it). SLACK_SIGNING_SECRET and SLACK_BOT_TOKEN come from your app's
// settings at api.slack.com; SCREENCAP_BASE_URL points it at another instance
// than Frinkiac, such as a local fake service.
import { createApp } from './app.ts';
import { screencapsFor } from './screencaps.ts';

const signingSecret = process.env.SLACK_SIGNING_SECRET;
const token = process.env.SLACK_BOT_TOKEN;
if (signingSecret === undefined || signingSecret === '' || token === undefined || token === '') {
  console.error("Set SLACK_SIGNING_SECRET and SLACK_BOT_TOKEN from your Slack app's settings, or try the app with `npm run dev` (no token needed).");
  process.exit(64);
}
const screencaps = screencapsFor(process.env);
const app = createApp(screencaps, { signingSecret, token });
const port = Number(process.env.PORT ?? 3000);
await app.start(port);
console.log(`/simpsons is answered at http://localhost:${port}/slack/events (Ctrl-C to stop)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.stop().then(() => {
      screencaps.close();
    });
  });
}

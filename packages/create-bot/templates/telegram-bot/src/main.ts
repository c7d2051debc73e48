// `npm start`: the bot over long polling. TELEGRAM_BOT_TOKEN comes from
// @BotFather (enable inline mode there with /setinline); SCREENCAP_BASE_URL
// points it at another instance than Frinkiac, such as a local fake service.
import { createBot } from './bot.ts';
import { screencapsFor } from './screencaps.ts';

const token = process.env.TELEGRAM_BOT_TOKEN;
if (token === undefined || token === '') {
  console.error('Set TELEGRAM_BOT_TOKEN to the token @BotFather gave you, or try the bot with `npm run dev` (no token needed).');
  process.exit(64);
}
const screencaps = screencapsFor(process.env);
const bot = createBot(token, screencaps);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void bot.stop();
  });
}
await bot.start({
  onStart: (me) => {
    console.log(`@${me.username} is answering /quote and inline queries (Ctrl-C to stop)`);
  },
});
screencaps.close();

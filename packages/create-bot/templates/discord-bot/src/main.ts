// `npm start`: the bot over Discord's gateway. DISCORD_TOKEN is the bot's
// token (developer portal, "Bot"); SCREENCAP_BASE_URL points it at another
// instance than Frinkiac, such as a local fake service.
import { Client, Events, GatewayIntentBits } from 'discord.js';
import { handleInteraction, quoteCommand } from './quote-handler.ts';
import { screencapsFor } from './screencaps.ts';

const token = process.env.DISCORD_TOKEN;
if (token === undefined || token === '') {
  console.error("Set DISCORD_TOKEN to your bot's token, or try the bot with `npm run dev` (no token needed).");
  process.exit(64);
}
const screencaps = screencapsFor(process.env);
const discord = new Client({ intents: [GatewayIntentBits.Guilds] });
discord.once(Events.ClientReady, (ready) => {
  ready.application.commands.set([quoteCommand.toJSON()]).then(
    () => {
      console.log(`${ready.user.tag} answers /quote (Ctrl-C to stop)`);
    },
    (error: unknown) => {
      console.error('registering /quote failed:', error);
    },
  );
});
discord.on(Events.InteractionCreate, (interaction) => {
  handleInteraction(screencaps, interaction).catch((error: unknown) => {
    console.error(error);
  });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void discord.destroy().then(() => {
      screencaps.close();
    });
  });
}
await discord.login(token);

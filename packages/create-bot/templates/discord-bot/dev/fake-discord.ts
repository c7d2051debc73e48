// Discord's side of an interaction, faked at the boundary the handler sees:
// an object with the members discord.js gives it, recording each call. The
// tests read the calls; `npm run dev` prints them.
import type { Interaction } from 'discord.js';

/** What a user did: a slash command with its text (if any), or a button pressed. */
export type UserAction = { readonly command: string; readonly text?: string } | { readonly customId: string };

/** A call the handler made, with its payload as Discord would receive it (files kept as objects). */
export interface InteractionCall {
  readonly method: string;
  readonly payload?: any;
}

/** A fake interaction for `action`; `calls` fills as the handler answers. */
export function fakeInteraction(action: UserAction): { interaction: Interaction; calls: InteractionCall[] } {
  const calls: InteractionCall[] = [];
  const record = (method: string) => (payload?: any) => {
    const sent = payload === undefined ? undefined : JSON.parse(JSON.stringify({ ...payload, files: undefined }));
    if (payload?.files !== undefined) sent.files = payload.files;
    calls.push({ method, payload: sent });
    return Promise.resolve();
  };
  const interaction = {
    isChatInputCommand: () => 'command' in action,
    isButton: () => 'customId' in action,
    commandName: 'command' in action ? action.command : undefined,
    customId: 'customId' in action ? action.customId : undefined,
    options: { getString: (name: string) => (name === 'text' && 'text' in action ? (action.text ?? null) : null) },
    deferReply: record('deferReply'),
    deferUpdate: record('deferUpdate'),
    editReply: record('editReply'),
    followUp: record('followUp'),
  };
  return { interaction: interaction as unknown as Interaction, calls };
}

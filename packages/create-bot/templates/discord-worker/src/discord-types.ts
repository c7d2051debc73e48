// The few shapes of Discord's interactions API this worker reads and writes
// (https://discord.com/developers/docs/interactions/receiving-and-responding).

export const InteractionType = { Ping: 1, ApplicationCommand: 2, MessageComponent: 3 } as const;

export const ResponseType = {
  Pong: 1,
  ChannelMessageWithSource: 4,
  DeferredUpdateMessage: 6,
  UpdateMessage: 7,
} as const;

export const ButtonStyle = { Secondary: 2, Link: 5 } as const;

export interface Interaction {
  readonly type: number;
  readonly application_id: string;
  readonly token: string;
  readonly data?: {
    readonly name?: string;
    readonly options?: readonly { readonly name: string; readonly value: unknown }[];
    readonly custom_id?: string;
  };
}

export interface Button {
  readonly type: 2;
  readonly style: number;
  readonly label: string;
  readonly custom_id?: string;
  readonly url?: string;
}

export interface MessageData {
  readonly content: string;
  /** 64: only the user who asked sees the message. */
  readonly flags?: number;
  readonly embeds?: readonly { readonly title?: string; readonly url?: string; readonly image?: { readonly url: string } }[];
  readonly components?: readonly { readonly type: 1; readonly components: readonly Button[] }[];
}

export interface InteractionResponse {
  readonly type: number;
  readonly data?: MessageData;
}

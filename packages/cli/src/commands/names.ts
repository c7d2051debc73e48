/**
 * The names of the commands, in help order, for what must know them without
 * loading them: the launcher keeps a compile cache per command. `COMMANDS`
 * (commands/index.ts) has one command for each, in this order (a test checks).
 */
export const COMMAND_NAMES = ['random', 'search', 'caption', 'frames', 'nearby', 'episode', 'meme', 'gif', 'comic', 'discover', 'navigator', 'transcript'] as const;

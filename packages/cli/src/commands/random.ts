import { readArguments } from '../arguments.js';
import { renderScreencap } from '../output/human.js';
import { screencapToJson } from '../output/json.js';
import type { Command } from './command.js';

/** `screencap random`: a random screencap. */
export const randomCommand: Command = {
  name: 'random',
  summary: 'a random screencap',
  description: 'Asks the service for a random screencap and shows its episode, time, caption, credits and URLs.',
  arguments: [],
  options: {},
  examples: ['random', 'random --instance morbotron', 'random --json'],
  prepare({ positionals }) {
    readArguments(positionals, []);
    return async (client) => {
      const screencap = await client.getRandomScreencap();
      return { human: () => renderScreencap(screencap, client.title), json: () => screencapToJson(screencap) };
    };
  },
};

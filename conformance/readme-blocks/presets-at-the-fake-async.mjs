// What a README code block imports in place of @screencap/async when the
// README test runs it: the package itself, with its six presets pointed at the
// fake service whose base URL is in README_FAKE_URL. Each keeps its title and
// the generation its host gets by default (2026 for the live presets), so a
// block runs as a user's would, against the fake instead of the live site.
import * as sdk from '@screencap/async';

export * from '@screencap/async';

const url = process.env.README_FAKE_URL;
if (url === undefined) throw new Error('README_FAKE_URL is not set: this module is for the README test only');

function atTheFake(name) {
  const instance = sdk.INSTANCES[name];
  const Preset = class extends sdk.ScreencapClient {
    constructor(options = {}) {
      super(url, instance.title, { generation: sdk.defaultGenerationFor(instance.url), ...options });
    }
  };
  Object.defineProperty(Preset, 'name', { value: instance.name });
  return Preset;
}

export const Frinkiac = atTheFake('frinkiac');
export const Morbotron = atTheFake('morbotron');
export const MasterOfAllScience = atTheFake('masterofallscience');
export const GoodGodLemon = atTheFake('goodgodlemon');
export const CapitalBeatUs = atTheFake('capitalbeatus');
export const FrinkiHams = atTheFake('frinkihams');

// The six presets of a flavour's package, pointed at the fake service whose
// base URL is in README_FAKE_URL: what the README test's stand-ins for
// @screencap/async and @screencap/sync export in place of the real presets.
// Each keeps its title and the generation its host gets by default (2026 for
// the live presets), so a block runs as a user's would, against the fake
// instead of the live site.
const url = process.env.README_FAKE_URL;
if (url === undefined) throw new Error('README_FAKE_URL is not set: this module is for the README test only');

/** The six preset classes of `sdk` (a flavour's package), each a client of the fake service. */
export function presetsAtTheFake(sdk) {
  const atTheFake = (name) => {
    const instance = sdk.INSTANCES[name];
    const Preset = class extends sdk.ScreencapClient {
      constructor(options = {}) {
        super(url, instance.title, { generation: sdk.defaultGenerationFor(instance.url), ...options });
      }
    };
    Object.defineProperty(Preset, 'name', { value: instance.name });
    return Preset;
  };
  return {
    Frinkiac: atTheFake('frinkiac'),
    Morbotron: atTheFake('morbotron'),
    MasterOfAllScience: atTheFake('masterofallscience'),
    GoodGodLemon: atTheFake('goodgodlemon'),
    CapitalBeatUs: atTheFake('capitalbeatus'),
    FrinkiHams: atTheFake('frinkihams'),
  };
}

import type { OverlayStyle } from '../comics/overlay.js';
import type { Generation, GenerationOption } from '../instances/generation.js';
import type { FontProfile } from '../instances/instances.js';

/** Anything that knows an instance's base address: a client, or a preset's info. */
export interface InstanceSource {
  /** The base address of the instance, such as `https://frinkiac.com/`. */
  readonly url: string;
  /** The instance's caption fonts. @default the known instance's at `url`, else the generic profile */
  readonly fonts?: FontProfile;
  /** The generation of the service the instance runs (a client's: the one in use). @default the one a client of `url` with default options starts with */
  readonly generation?: Generation;
  /** The client's options: its `captionStyle` is the base style of 2026 captioned stills; its `generation` option says whether it is `'auto'`. @default no caption style */
  readonly options?: {
    /** The base style of 2026 captioned stills. */
    readonly captionStyle?: OverlayStyle | undefined;
    /** The client's `generation` option, which says whether it is `'auto'`. */
    readonly generation?: GenerationOption | undefined;
  };
}

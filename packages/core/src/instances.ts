/** A known instance of the service: its base address and what it shows. */
export interface InstanceInfo {
  /** The preset's class name, such as `Frinkiac`. */
  readonly name: string;
  /** The base address, ending in `/`. */
  readonly url: string;
  /** The show, film or skit it serves. */
  readonly title: string;
}

/**
 * The six known instances, keyed by their lower-case name. Their state in late
 * 2026: Frinkiac, Morbotron and CapitalBeatUs alive; MasterOfAllScience
 * redirects to Frinkiac; GoodGodLemon and FrinkiHams not seen for a while.
 */
export const INSTANCES = {
  frinkiac: { name: 'Frinkiac', url: 'https://frinkiac.com/', title: 'The Simpsons' },
  morbotron: { name: 'Morbotron', url: 'https://morbotron.com/', title: 'Futurama' },
  masterofallscience: { name: 'MasterOfAllScience', url: 'https://masterofallscience.com/', title: 'Rick and Morty' },
  goodgodlemon: { name: 'GoodGodLemon', url: 'https://goodgodlemon.com/', title: '30 Rock' },
  capitalbeatus: { name: 'CapitalBeatUs', url: 'https://capitalbeat.us/', title: 'West Wing' },
  frinkihams: { name: 'FrinkiHams', url: 'https://frinkihams.com/', title: 'Steamed Hams' },
} as const satisfies Record<string, InstanceInfo>;

/** The lower-case name of a known instance. */
export type InstanceName = keyof typeof INSTANCES;

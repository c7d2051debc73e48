// One Jest run covers every package's unit tests, the conformance suite, the quick starts and create-bot's templates (end to end).
// Sources are transformed by swc (fast, no type checks: `pnpm typecheck` does those).
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/packages', '<rootDir>/conformance', '<rootDir>/examples'],
  testMatch: ['**/test/**/*.test.ts', '<rootDir>/conformance/**/*.test.ts'],
  // Templates' own tests run with node:test in the projects create-bot writes (packages/create-bot/test/templates.e2e.test.ts).
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/packages/create-bot/templates/'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'es6' },
      },
    ],
  },
  testTimeout: 30_000,
};

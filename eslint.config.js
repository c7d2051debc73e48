import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // package-smoke and package-modules' imports.ts compile only in the scratch projects CI builds from the packed tarballs.
  { ignores: ['**/dist/**', '**/lib/**', '**/node_modules/**', '**/coverage/**', '.changeset/**', 'scripts/package-smoke/**', 'scripts/package-modules/imports.ts', '**/.readme-block-*', 'docs/reference/**'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { project: ['./tsconfig.json', './conformance/types/browser/tsconfig.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests poke at values on purpose (wrong types, raw JSON).
    // The templates' dev harnesses print the platforms' raw JSON, as tests read it.
    files: ['**/test/**/*.ts', 'conformance/**/*.ts', 'bench/**/*.ts', 'packages/create-bot/templates/*/dev/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // node:test, which the templates use, tracks the promise each test() returns.
  { files: ['packages/create-bot/templates/*/test/**/*.ts'], rules: { '@typescript-eslint/no-floating-promises': 'off' } },
  { files: ['**/*.js', '**/*.mjs', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);

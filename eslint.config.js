import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One import style: a relative or '#' import names its file with the extension ('./x.ts', '#shared/brand.ts';
 * React Router's generated './+types/<route>' and '?url'-style queries aside), and an import that leaves
 * its top-level folder uses the package.json subpath ('#shared/…', '#site/…', …) instead of '../../..'.
 * ESLint cannot know a file's depth, so there is one block per depth: a file N folders deep may climb
 * at most N - 1 levels. Deno's edge functions keep relative imports (no package.json there).
 */
const NO_EXTENSION = {
  regex:
    '^(\\.{1,2}/|#)(?!(.*/)?\\+types/)(?!.*\\.(tsx?|mts|m?js|json|css|svg|png|jpe?g|webp|woff2?|txt|sql)(\\?[a-z]+)?$)',
  message: "Name the file with its extension ('./name.ts', '#shared/name.ts').",
};
const TOP_FOLDERS = '{backoffice,scripts,shared,site,supabase,tests}';
const importStyle = [1, 2, 3, 4, 5, 6, 7].map((depth) => ({
  files: [`${TOP_FOLDERS}/${'*/'.repeat(depth - 1)}*.{ts,tsx,mts}`],
  ignores: ['supabase/functions/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          NO_EXTENSION,
          {
            regex: `^(\\.\\./){${depth}}`,
            message:
              "Import from another top-level folder through its subpath: '#shared/…', '#site/…', '#backoffice/…'.",
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      '.local',
      'test-results',
      'playwright-report',
      'shared/database.types.ts',
      'site/.react-router',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['supabase/functions/**/*.ts'],
    languageOptions: { globals: { Deno: 'readonly' } },
  },
  ...importStyle,
  {
    files: ['supabase/functions/**/*.ts', '*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_EXTENSION] }] },
  },
);

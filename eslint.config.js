import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const MODULES = ['accounts', 'shop', 'content', 'community', 'checkout', 'analytics'];
// The composition root: wires modules to the platform; nothing below it may import it.
const ROOT = ['./src/app.ts', './src/server.ts', './src/cli.ts', './src/job-registry.ts', './src/site-context.ts', './src/site-reads.ts', './src/seed'];

// DESIGN.md §1: a module is entered only through its index.ts; platform knows no module;
// modules know no app; the apps import only types and zod schemas from the server (the site's
// loaders get the modules' reads through their load context, wired in src/site-context.ts).
const boundaryZones = [
  { target: './src/platform', from: ['./src/modules', './src/web', './src/admin', './src/worker', ...ROOT], message: 'src/platform never imports modules or apps.' },
  { target: './src/modules', from: ['./src/web', './src/admin', './src/worker', ...ROOT], message: 'Modules never import the apps or the worker.' },
  ...MODULES.map((name) => ({
    target: `./src/modules/!(${name})/**/*`,
    from: `./src/modules/${name}`,
    except: ['./index.ts'],
    message: `Enter the ${name} module through its index.ts.`,
  })),
  ...['web', 'admin'].flatMap((app) => [
    // The contract kit (plain zod and messages) is the one platform file the apps share with the server.
    { target: `./src/${app}`, from: ['./src/platform', './src/worker', ...ROOT], except: ['./contract.ts'], message: `src/${app} never imports server code.` },
    ...MODULES.map((m) => ({
      target: `./src/${app}`,
      from: `./src/modules/${m}`,
      except: ['./schemas.ts', './admin-schemas.ts'],
      message: `src/${app} imports only schemas.ts and admin-schemas.ts (types and zod) from the server.`,
    })),
  ]),
];

export default tseslint.config(
  { ignores: ['dist/**', '.react-router/**', 'node_modules/**', 'var/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/web/**/*.tsx', 'src/admin/**/*.tsx', 'src/web/**/*.ts', 'src/admin/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The platform serves browser apps without knowing them: it mounts a React Router build (the
    // framework's request handler runs it) and single-page apps, and renders nothing itself but
    // mail, whose layout (src/platform/email) is React Email's components: React, no web app.
    files: ['src/platform/**/*.ts', 'src/platform/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-router', allowTypeImports: true, allowImportNames: ['createRequestHandler'], message: 'src/platform knows React Router only by its types and its request handler (src/platform/http/apps.ts).' }],
          patterns: [{ group: ['react', 'react-dom', 'react-dom/*', 'react-router-dom', '@tanstack/*', '@react-email/*'], message: 'src/platform never renders the web app; mail is rendered in src/platform/email only.' }],
        },
      ],
    },
  },
  {
    files: ['src/platform/email/**/*.ts', 'src/platform/email/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['react-dom', 'react-dom/*', 'react-router', 'react-router-dom', '@tanstack/*'], message: 'Mail is React Email\'s components and React, not the web app.' }] }],
    },
  },
  {
    // The site's loaders reach the server only through their load context (src/web/site-context.ts,
    // built by src/site-context.ts): a page module bundles for the browser too, so it imports no
    // Node built-in; only the server entry does.
    files: ['src/web/**/*.ts', 'src/web/**/*.tsx'],
    ignores: ['src/web/entry.server.tsx', 'src/web/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'Server code reaches src/web only through the load context.' }] }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'src/server.ts', 'src/cli.ts'],
    rules: { 'no-console': 'off' },
  },
);

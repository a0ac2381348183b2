// `npm run lint`: ESLint with typescript-eslint's type-aware rules, for what
// the compiler does not catch. Each rule is here for a mistake this code made
// or a promise docs/internals/rules.md makes ("Rules the code keeps").
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { folderMapRules, repositoryFolderMap } from './scripts/folder-map.js';

/** Imports a folder must never make: the architecture's forbidden arrows. */
const forbid = (...groups) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: groups }],
});
const noDemo = { group: ['**/demo/**'], message: 'Product code never imports the demo.' };
const noFrameApp = { group: ['**/apply/**', '!**/apply/**/*.css'], message: 'embed.js never bundles the apply frame app.' };

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'lib/**',
      '.scratch/**',
      'node_modules/**',
      '.test-results/**',
      'bench/results/**',
      'test-results/**',
      // The tests' WordPress (e2e/wordpress-core.ts): Debian's files, not ours.
      '.cache/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'bench/*.js', 'scripts/*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    // typescript-eslint's type-aware recommended rules are the base; the rules below are what the team adds.
    extends: [tseslint.configs.recommendedTypeChecked],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json', '.d.ts'] })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `x!` tells the compiler to stop checking: narrow instead (`if (!m) return`) or name the guard.
      '@typescript-eslint/no-non-null-assertion': 'error',
      // Only Errors are thrown: a string has no stack, and `catch (e)` code reads `e.message`.
      // A caught `unknown` may be passed on as it came (rethrown, or a promise's rejection relayed).
      '@typescript-eslint/only-throw-error': ['error', { allowThrowingAny: false, allowThrowingUnknown: true }],
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: false, allowThrowingUnknown: true }],
      // An assignment is a statement: `if ((m = re.exec(t)))` reads as a comparison.
      'no-cond-assign': ['error', 'always'],
      // `a && b()` or `x ? f() : g()` as a statement is an `if` in disguise.
      '@typescript-eslint/no-unused-expressions': 'error',
      // One import style: a relative import names its file ('../log.ts'); packages are named bare.
      'import-x/extensions': ['error', 'ignorePackages', { checkTypeImports: true, fix: true }],
      // One dialect: === everywhere; `== null` is the one loose comparison kept (null or undefined).
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // `a(), b()` where two statements were meant.
      'no-sequences': ['error', { allowInParentheses: false }],
      // A cast the compiler does not need hides the type it would have checked.
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/no-non-null-asserted-optional-chain': 'error',
      // Types imported as types, inline beside the values of the same module, one import per module.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
      // No import cycles, between files (and so between folders: the folder arrows below are one-way).
      // It skips type-only imports whatever its options: madge --circular (npm run lint, .madgerc)
      // counts them, and test/folders.test.ts checks the folders.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      // `_name`: a parameter a signature needs, or a key left out of a rest (`{ a: _a, ...rest }`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // act() (preact/test-utils, through Testing Library) with a synchronous callback has done its work when it returns.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'preact', name: 'act' }] },
      ],
      '@typescript-eslint/ban-ts-comment': 'error',
    },
  },
  // Plain JavaScript injected into pages by the bench: nothing is typed, so every value is `any`.
  {
    files: ['bench/*.js'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // instrument.js's timed() calls each function it wraps with that call's own `this`.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  // The WordPress plugin's editor script: plain JavaScript on WordPress's globals (wp.blocks, …), no build step, so no types.
  {
    files: ['wordpress/**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { parserOptions: { projectService: false }, globals: { window: 'readonly' } },
  },
  // Tests read untyped JSON (JSON.parse, Response.json()) and match with Vitest's `expect.any()`, typed `any`.
  {
    files: ['test/**', 'e2e/**', 'e2e-webkit/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // The product's code: its types must tell the truth.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // `x!` followed by `if (!x)`, or `a[k as K] ?? d`: a check the types say can never matter means the types lie.
      '@typescript-eslint/no-unnecessary-condition': ['error', { allowConstantLoopConditions: true }],
    },
  },
  // The architecture's arrows (ARCHITECTURE.md "Folders and arrows"): the map allows its arrows and no
  // others; the blocks after it refuse, with their reasons, the arrows no redrawn map may add.
  {
    files: ['src/**'],
    rules: { ...folderMapRules(repositoryFolderMap()), ...forbid(noDemo) },
  },
  {
    files: ['src/feed/**'],
    rules: forbid(noDemo, {
      group: ['**/ui/**', '**/board/**', '**/embed/**', '**/apply/**', '**/snippet/**'],
      message: 'The feed knows no UI: it is shared by embed.js, the frame and the board pages.',
    }),
  },
  {
    files: ['src/ui/**'],
    rules: forbid(noDemo, {
      group: ['**/feed/**', '**/board/**', '**/embed/**', '**/apply/**', '**/snippet/**'],
      message: 'UI pieces are pure: words, formats, colours, Markdown; no requests, no storage.',
      allowTypeImports: true,
    }),
  },
  {
    files: ['src/lib/**'],
    rules: forbid({ group: ['../*'], message: 'lib/ holds leaf helpers: they import nothing of the product.' }),
  },
  {
    files: ['src/board/**', 'src/embed/**'],
    rules: forbid(noDemo, noFrameApp),
  },
  {
    files: ['src/board/**'],
    rules: forbid(noDemo, noFrameApp, {
      group: ['**/embed/**', '**/board-page/**'],
      message: 'The board is mounted by embed/ and by the board pages: it knows neither.',
    }),
  },
  {
    files: ['src/structured-data/**'],
    rules: forbid(noDemo, noFrameApp, {
      group: ['**/board/**', '**/embed/**', '**/prerender/**', '**/snippet/**'],
      message: 'Structured data is shared by the board, the pages rendered in Node and an on-demand script: it knows none of them.',
    }),
  },
  {
    files: ['src/snippet/**'],
    rules: forbid(noDemo, noFrameApp, {
      group: ['**/prerender/**'],
      message: 'The board written ahead builds on the snippet (prerender/ahead-snippet.ts), not the other way.',
    }),
  },
  {
    files: ['src/server/**'],
    rules: forbid(
      noDemo,
      noFrameApp,
      {
        group: ['node:*'],
        message: 'svc-jobs/server runs at the edge: web platform only (its built graph is walked by test/server/handler-workerd.test.ts).',
      },
      {
        group: ['**/cli/**', '**/package/**', '**/builder/**', '**/embed/**'],
        message: 'The fetch handler renders with prerender/ and snippet/; the doors outside it build on it, not the other way.',
      },
    ),
  },
  // Tests wait for what they mean (an event, a request the jobs host logged, a condition polled, a
  // named task or idle boundary of test/support/tasks.ts), never for a duration: one long enough on
  // this machine is too short on a loaded one, and "nothing happened" after it proves nothing.
  {
    files: ['e2e/**', 'e2e-webkit/**', 'test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'waitForTimeout', message: 'Wait for a signal (expect.poll, an event, a logged request), not a duration.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^(setTimeout|setInterval)$/][arguments.length>1]',
          message: 'A timer with a delay is a fixed wait: wait for a signal, or use fake timers (vi.advanceTimersByTimeAsync).',
        },
        {
          selector: 'CallExpression[callee.property.name=/^(setTimeout|setInterval)$/][arguments.length>1]',
          message: 'A timer with a delay is a fixed wait: wait for a signal, or use fake timers (vi.advanceTimersByTimeAsync).',
        },
      ],
      'no-restricted-imports': [
        'error',
        { paths: ['node:timers/promises', 'timers/promises'].map((name) => ({ name, message: 'Its timers are fixed waits.' })) },
      ],
    },
  },
);

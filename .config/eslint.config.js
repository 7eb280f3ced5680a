// ESLint flat config. It lives in .config/, so every path below is anchored at the repo root
// (`root`), never at this file's folder. Run through `npm run lint` (eslint -c .config/eslint.config.js).
import fs from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import prettier from 'eslint-config-prettier'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const root = path.resolve(import.meta.dirname, '..')

// ---------------------------------------------------------------------------------------------
// Import boundaries (README.md, "Where things are": lib and components → features → routes; the
// server shares only src/contract). Paths are relative to the repo root (basePath below).
// ---------------------------------------------------------------------------------------------

// Feature folders: the planned ones plus whatever exists on disk, so a new feature is fenced in
// as soon as its folder appears. import-x has no "same folder as the importer" zone, hence one
// zone per feature: it may import anything in src/features/ except other features.
const plannedFeatures = [
  'session',
  'layout',
  'dashboard',
  'orders',
  'payments',
  'notifications',
  'wizard',
  'transactions',
  'disputes',
]
const featuresDir = path.join(root, 'src/features')
const existingFeatures = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : []
const features = [...new Set([...plannedFeatures, ...existingFeatures])].sort()

// The generated route tree imports every route, so importing it counts as importing src/routes.
const routesAndTree = ['src/routes', 'routes.gen.ts']

const boundaryZones = [
  {
    // (a) browser code: everything in src/ except src/server/ and src/contract/
    target: ['src/*', 'src/!(server|contract)/**'],
    from: 'src/server',
    message: 'Browser code must not import the sandbox server (src/server/).',
  },
  {
    // (b) the server may use src/contract/ and its own files, nothing else of the app
    target: 'src/server',
    from: 'src',
    except: ['./server', './contract'],
    message: 'src/server/ may import only src/contract/ (and node/npm packages).',
  },
  {
    target: 'src/server',
    from: ['styles', 'routes.gen.ts'],
    message: 'src/server/ may import only src/contract/ (and node/npm packages).',
  },
  {
    // (c) the contract is the bottom layer
    target: 'src/contract',
    from: 'src',
    except: ['./contract'],
    message: 'src/contract/ must not import anything from src/ outside itself.',
  },
  {
    target: 'src/contract',
    from: ['styles', 'routes.gen.ts'],
    message: 'src/contract/ must not import anything from src/ outside itself.',
  },
  {
    // (d) shared code flows one way
    target: ['src/lib', 'src/components'],
    from: ['src/features', ...routesAndTree],
    message: 'src/lib and src/components are domain-free: they must not import features or routes.',
  },
  {
    // (f) routes compose features, never the other way round
    target: 'src/features',
    from: routesAndTree,
    message: 'Features must not import routes; let the route pass what the feature needs.',
  },
  // (e) a feature must not import another feature
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message: `src/features/${feature} must not import another feature; move shared code to src/lib or src/components, or compose both in a route.`,
  })),
]

const bannedSyntax = {
  dangerousHtml: [
    {
      selector: 'JSXAttribute[name.name="dangerouslySetInnerHTML"]',
      message: 'dangerouslySetInnerHTML is banned: render text or elements instead.',
    },
    {
      selector: 'Property[key.name="dangerouslySetInnerHTML"]',
      message: 'dangerouslySetInnerHTML is banned: render text or elements instead.',
    },
  ],
  storageClear: [
    {
      selector: 'MemberExpression[object.name="localStorage"][property.name="clear"]',
      message:
        'localStorage.clear() wipes other settings (e.g. sidebar-collapsed): remove only your own keys.',
    },
    {
      selector: 'MemberExpression[object.property.name="localStorage"][property.name="clear"]',
      message:
        'localStorage.clear() wipes other settings (e.g. sidebar-collapsed): remove only your own keys.',
    },
  ],
}

const jsFiles = ['**/*.{js,mjs,cjs,jsx}']

// ---------------------------------------------------------------------------------------------
// File names in src/ and styles/, as they are: a component is PascalCase.tsx with its
// PascalCase.css.ts beside it; every other module is kebab-case (.ts or .tsx, suffixes such as
// .css.ts and .d.ts allowed); route files keep TanStack Router's names (__root, _authed,
// orders.$id, $), except in its ignored `-folders`. One tiny local rule: no plugin needed.
// ---------------------------------------------------------------------------------------------
const fileNamePatterns = {
  component: /^[A-Z][A-Za-z0-9]*(\.tsx|\.css\.ts)$/,
  module: /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*\.tsx?$/,
  route: /^[a-z0-9_$-]+(\.[a-z0-9_$-]+)*\.tsx?$/,
}

const fileNameRule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'PascalCase components and their .css.ts, kebab-case modules' },
    schema: [],
    messages: {
      name: '"{{name}}": name a component PascalCase.tsx (its styles PascalCase.css.ts) and any other module kebab-case.ts(x).',
      route:
        '"{{name}}": route files are lowercase TanStack Router names (index, __root, _authed, orders.$id, $).',
    },
  },
  create(context) {
    const relative = path.relative(root, context.physicalFilename).split(path.sep)
    const name = relative.at(-1) ?? ''
    const isRoute =
      relative[0] === 'src' &&
      relative[1] === 'routes' &&
      !relative.some((part) => part.startsWith('-'))
    const ok = isRoute
      ? fileNamePatterns.route.test(name)
      : fileNamePatterns.component.test(name) || fileNamePatterns.module.test(name)
    return ok
      ? {}
      : {
          Program: (node) =>
            context.report({ node, messageId: isRoute ? 'route' : 'name', data: { name } }),
        }
  },
}

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    'dist/',
    'dist-paystack/',
    'routes.gen.ts',
    'test-results/',
    'playwright-report/',
    'blob-report/',
    'bench-results/',
    '.sandbox-data/',
    '.vite/',
  ]),

  // --- Base: JS + typescript-eslint strict & stylistic, type-aware -----------------------------
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    name: 'project/type-aware',
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Numbers in template strings are everyday code (`${count} orders`); the rest stays strict.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}` is idiomatic React.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Same convention as tsc's noUnusedLocals/noUnusedParameters: a leading _ marks "unused on purpose".
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Conflicts with strict's no-non-null-assertion: it demands `x!` where strict bans it.
      '@typescript-eslint/non-nullable-type-assertion-style': 'off',
      // TanStack Router's `throw redirect(...)` / `throw notFound()` are the documented control flow.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: '@tanstack/router-core', name: 'Redirect' },
            { from: 'package', package: '@tanstack/router-core', name: 'NotFoundError' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...bannedSyntax.dangerousHtml,
        ...bannedSyntax.storageClear,
      ],
    },
  },

  // Files outside the TypeScript projects (node scripts, this config): syntax rules only. The
  // TypeScript files in .config/ (Vite plugins, vitest and Playwright configs) are in tsconfig.node
  // or tsconfig.tests, and linted with types like vite.config.ts.
  {
    name: 'project/untyped',
    files: jsFiles,
    extends: [tseslint.configs.disableTypeChecked],
  },

  // --- Import boundaries and cycles ------------------------------------------------------------
  {
    name: 'project/imports',
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/resolver-next': [
        // Resolves the tsconfig paths `~/*` → src/* and `~styles/*` → styles/*.
        createTypeScriptImportResolver({
          // The solution tsconfig: its references (app, node, tests) carry the paths.
          project: path.join(root, 'tsconfig.json'),
          alwaysTryTypes: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      // One import statement per module (an `import type` line beside a value import is allowed).
      'import-x/no-duplicates': 'error',
    },
  },

  // --- File names ------------------------------------------------------------------------------
  {
    name: 'project/file-names',
    files: ['src/**/*.{ts,tsx}', 'styles/**/*.ts'],
    plugins: { project: { rules: { 'file-name': fileNameRule } } },
    rules: { 'project/file-name': 'error' },
  },

  // --- The session singleton --------------------------------------------------------------------
  // Components and routes reach the session through src/lib/session's hooks (useSession,
  // useSessionActions, useProfile) or the router context (`context.session`), never the singleton
  // itself: only src/lib, src/main.tsx and src/router.ts import it.
  {
    name: 'project/session-singleton',
    files: ['src/features/**/components/**', 'src/routes/**', 'src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)lib/session/session$',
              message:
                'Components and routes must not import the session singleton: use useSession() / useSessionActions() / useProfile() from src/lib/session, or context.session in a route.',
            },
          ],
        },
      ],
    },
  },

  // --- React --------------------------------------------------------------------------------------
  {
    name: 'project/react-hooks',
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    // Playwright fixtures call a `use` callback that the hooks rules mistake for React's use().
    ignores: ['src/server/**', 'tests/e2e/**', 'tests/server/**'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // Only says "React Compiler would skip memoizing this component" (e.g. useVirtualizer);
      // the app does not run the compiler, and under --max-warnings=0 it would force disables.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    name: 'project/jsx-a11y',
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  {
    name: 'project/tanstack',
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**'],
    extends: [pluginQuery.configs['flat/recommended'], pluginRouter.configs['flat/recommended']],
  },

  // --- Environments ------------------------------------------------------------------------------
  {
    name: 'project/browser-globals',
    files: ['src/**'],
    ignores: ['src/server/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    name: 'project/node-globals',
    files: [
      '**/*.{mjs,cjs}',
      '.config/**',
      'vite.config.ts',
      'src/server/**',
      'tests/server/**',
      'tests/e2e/**',
      'tests/budget/**',
      'tests/bench/**',
    ],
    languageOptions: { globals: globals.node },
  },

  // --- Tests -----------------------------------------------------------------------------------
  {
    name: 'project/tests',
    files: ['tests/**'],
    rules: {
      // Tests know their fixtures exist; `find(...)!` keeps assertions short.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // expect(obj.method).toHaveBeenCalled() references methods unbound on purpose.
      '@typescript-eslint/unbound-method': 'off',
      // Stubs and no-op callbacks.
      '@typescript-eslint/no-empty-function': 'off',
      // Playwright reads fixture dependencies from the destructuring pattern: `async ({}, use) =>`.
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
      // Tests may reset jsdom/browser storage wholesale; dangerouslySetInnerHTML stays banned.
      'no-restricted-syntax': ['error', ...bannedSyntax.dangerousHtml],
    },
  },

  // Last: turn off everything that Prettier owns.
  prettier,
])

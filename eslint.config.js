// `npm run lint`: typescript-eslint's recommended rules on every TypeScript file, and React's rules of
// hooks. tsc (`npm run typecheck`) owns the type errors; this owns the patterns tsc does not see.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', '.tap/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // The input rules (storable text, upload names, forwarded paths, sign-in targets) exist to refuse
      // control characters, so their patterns name them on purpose.
      'no-control-regex': 'off',
      // tsconfig's noFallthroughCasesInSwitch checks this already, and allows the comment-only case
      // groups this rule misreads as fall-throughs.
      'no-fallthrough': 'off',
      // A leading underscore marks a binding kept on purpose: a key left out by rest destructuring, a
      // parameter an interface requires.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Late-bound values (a verifier or provider made after the server that reads them through a
      // closure) must stay `let`: as `const` an early read would be a TDZ ReferenceError, not the check.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // An error, not a warning: nothing reports warnings in CI, and a missing dependency is a stale
      // value in production. The codebase has none today, so it costs nothing to hold.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);

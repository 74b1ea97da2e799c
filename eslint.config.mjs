// ESLint over the whole tree with Next.js's own rules: Core Web Vitals (the Next plugin's errors),
// React, React Hooks (including the React Compiler rules), accessibility, imports and
// typescript-eslint's recommended rules. Formatting is Prettier's job: eslint-config-prettier comes
// last and turns off every stylistic rule that would disagree with it.
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypeScript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'

const config = [
  {
    // Built, generated or downloaded files: linting them finds nothing anyone can fix at the source.
    ignores: [
      'node_modules/**',
      '.node24/**',
      '.next/**',
      '.next-*/**',
      'out/**',
      'dist/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      '.sanity/**',
      'next-env.d.ts',
      // Bundled from worker/service-worker.ts by `npm run build:service-worker`.
      'public/service-worker.js',
      'public/sw.js',
      // Written by `npm run typegen` from the Studio's schema.
      'sanity.types.ts',
      'studio/schema.json',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    rules: {
      // `const { secret: _secret, ...rest } = value` is how this code leaves a field out of a copy.
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }],
    },
  },
  prettier,
]

export default config

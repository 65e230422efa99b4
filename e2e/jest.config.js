/**
 * Browser tests (`*.browser.ts`): a real Chromium against the built app (`npm run build` first);
 * HTTP tests (`*.http.ts`): the built app's answers byte for byte, as a crawler receives them. ESM mode like the
 * backend so the support code can import the backend's outbox reader. One worker: each suite
 * starts its own server and browser, and Chromium processes are heavy.
 */
export default {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/**/*.browser.ts', '<rootDir>/**/*.http.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2023' },
        module: { type: 'es6' },
      },
    ],
  },
  maxWorkers: 1,
  testTimeout: 60000,
};

/**
 * Browser tests: a real Chromium against the built app (`npm run build` first). ESM mode like the
 * backend so the support code can import the backend's outbox reader. One worker: each suite
 * starts its own server and browser, and Chromium processes are heavy.
 */
export default {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/**/*.browser.ts'],
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

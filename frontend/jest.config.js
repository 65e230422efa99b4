/**
 * Component tests run in Jest's ESM mode (like the backend) on jsdom. The custom environment
 * hands Node's fetch family to jsdom so msw can intercept the api client.
 */
export default {
  testEnvironment: '<rootDir>/jest.environment.cjs',
  // msw/node and friends publish a "node" export; jsdom's default "browser" condition would pick the wrong one.
  testEnvironmentOptions: { customExportConditions: [''] },
  rootDir: '.',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    '^@contract/(.*)$': '<rootDir>/../backend/src/contract/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.(css)$': '<rootDir>/src/testing/style-stub.ts',
  },
  setupFiles: ['<rootDir>/src/testing/setup-globals.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  transform: {
    '^.+\\.(ts|tsx)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'es6' },
      },
    ],
  },
  testTimeout: 20000,
};

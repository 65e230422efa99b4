import { afterAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/app-config.js';
import { KEY_ENCRYPTION_KEY_RING_FILE } from '../core/crypto/file-key-ring.js';
import { createCore } from './core.js';

const directory = mkdtempSync(join(tmpdir(), 'core-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

let folderNumber = 0;
const dataDir = () => join(directory, `data-${++folderNumber}`);
// Constructing the MongoDB adapters does not connect: nothing here reaches a server.
const MONGODB_URL = 'mongodb://db.invalid:27017/?replicaSet=rs0';
const KEY_ENCRYPTION_KEYS = `1:${randomBytes(32).toString('base64')}`;

const warningsFor = async (environment: Record<string, string>) => {
  const core = await createCore(loadConfig({ DATA_DIR: dataDir(), ...environment }));
  const warnings = core.startupWarnings;
  await core.close();
  return warnings;
};

describe('createCore: the key-encryption keys', () => {
  it('warns at start that MongoDB on the file ring serves one machine only, naming KEY_ENCRYPTION_KEYS', async () => {
    expect(await warningsFor({ MONGODB_URL })).toEqual([
      'Personal data written by this instance is readable only by instances sharing this DATA_DIR: its key-encryption keys ' +
        'are in DATA_DIR/key-encryption-keys.db, not in MongoDB. Instances on several machines need KEY_ENCRYPTION_KEYS ' +
        '(see docs/operations.md, "Scaling past one machine").',
    ]);
  });

  it('does not warn with the operator keys, nor on the embedded stores', async () => {
    expect(await warningsFor({ MONGODB_URL, KEY_ENCRYPTION_KEYS })).toEqual([]);
    expect(await warningsFor({})).toEqual([]);
  });

  it('wraps under the operator keys when they are set, making no file ring', async () => {
    const folder = dataDir();
    const core = await createCore(loadConfig({ DATA_DIR: folder, KEY_ENCRYPTION_KEYS }));
    const key = await core.keyStore.getOrCreateKey('subject');
    await core.close();

    const reopened = await createCore(loadConfig({ DATA_DIR: folder, KEY_ENCRYPTION_KEYS }));
    expect((await reopened.keyStore.getKey('subject'))?.equals(key)).toBe(true);
    await reopened.close();
    expect(existsSync(join(folder, KEY_ENCRYPTION_KEY_RING_FILE))).toBe(false);
  });
});

/** Packages the embedded default must not load: each costs memory for as long as the process runs. */
const SERVER_PACKAGES = ['@eventstore/db-client', 'mongodb', 'openai', '@sendgrid/client', '@sendgrid/mail', 'pdfkit', '@resvg/resvg-js'];

/**
 * A module resolve hook that appends every module URL the process resolves to a file. Node runs such
 * hooks on a thread of their own while the importing thread waits, so the file is complete as soon as
 * an import returns. (Node's CommonJS cache would miss the packages imported as ES modules.)
 */
const recorderHooks = `
  import { appendFileSync } from 'node:fs';
  export async function resolve(specifier, context, next) {
    const resolved = await next(specifier, context);
    appendFileSync(process.env.LOADED_MODULES_FILE, resolved.url + '\\n');
    return resolved;
  }
`;
const recorder = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(recorderHooks)}`)});`;

/**
 * Creates the core, and starts the whole application on it when asked, in a fresh Node process (Jest's
 * module registry would hide what Node itself loads); answers the npm packages whose modules it loaded.
 */
const packagesLoaded = async (environment: Record<string, string>, { startApplication }: { startApplication: boolean }): Promise<string[]> => {
  const loadedModulesFile = join(directory, `loaded-${++folderNumber}.txt`);
  const script = `
    import 'reflect-metadata';
    const { createApplication } = await import(${JSON.stringify(new URL('./create-app.ts', import.meta.url).href)});
    const { createCore } = await import(${JSON.stringify(new URL('./core.ts', import.meta.url).href)});
    const { loadConfig } = await import(${JSON.stringify(new URL('../config/app-config.ts', import.meta.url).href)});
    const core = await createCore(loadConfig(JSON.parse(process.env.CORE_ENVIRONMENT)));
    const application = ${startApplication} ? await createApplication(core, { logger: false }) : null;
    await (application ? application.close() : core.close());
  `;
  const { spawn } = await import('node:child_process');
  const child = spawn(
    process.execPath,
    ['--no-warnings', '--import', `data:text/javascript,${encodeURIComponent(recorder)}`, '--import', '@swc-node/register/esm-register', '--input-type=module', '-e', script],
    {
      cwd: join(new URL('.', import.meta.url).pathname, '..', '..'),
      env: { ...process.env, LOADED_MODULES_FILE: loadedModulesFile, CORE_ENVIRONMENT: JSON.stringify({ NODE_ENV: 'test', DATA_DIR: dataDir(), ...environment }) },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`The application process failed (${code}): ${stderr}`);
  const { readFileSync } = await import('node:fs');
  const packages = readFileSync(loadedModulesFile, 'utf8')
    .split('\n')
    .map((url) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1])
    .filter((name): name is string => name !== undefined);
  return [...new Set(packages)];
};

describe('createCore: what the embedded default loads', () => {
  it('starts the application without any server driver or SDK it was not configured for', async () => {
    const loaded = await packagesLoaded({}, { startApplication: true });
    expect(loaded).toContain('better-sqlite3');
    expect(loaded.filter((name) => SERVER_PACKAGES.includes(name))).toEqual([]);
  }, 60_000);

  it('loads MongoDB, SendGrid and OpenAI once their settings are given', async () => {
    // The core only: the application would connect to MongoDB, and no server runs here.
    const loaded = await packagesLoaded({ MONGODB_URL, KEY_ENCRYPTION_KEYS, SENDGRID_API_KEY: 'SG.test-key', OPENAI_API_KEY: 'sk-test' }, { startApplication: false });
    expect(loaded).toEqual(expect.arrayContaining(['mongodb', '@sendgrid/client', 'openai']));
  }, 60_000);
});

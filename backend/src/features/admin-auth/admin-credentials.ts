import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const KEY_LENGTH = 64;
const SCRYPT_COST = { N: 16384, r: 8, p: 1 };

/** Only at start (a generated or configured password): the hash a sign-in is compared with. */
const hashPasswordAtStart = (password: string, salt: Buffer) => scryptSync(password, salt, KEY_LENGTH, SCRYPT_COST);

const hashPassword = (password: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) => scrypt(password, salt, KEY_LENGTH, SCRYPT_COST, (error, key) => (error ? reject(error) : resolve(key))));

/**
 * Runs at most `limit` tasks at once, the others wait their turn in order. A scrypt costs ~60 ms of
 * CPU; run off the main thread and one core short of all of them, a burst of wrong sign-ins from many
 * addresses queues up instead of taking every core from the requests the site is serving.
 */
class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}

const hashing = new ConcurrencyLimit(Math.max(1, availableParallelism() - 1));

type StoredHash = { salt: string; hash: string };

/**
 * The admin's credentials: the username from the environment and a scrypt hash of the password.
 * With ADMIN_PASSWORD unset, a strong password is generated at first start, announced once,
 * and only its hash is kept under DATA_DIR.
 */
export class AdminCredentials {
  private constructor(
    private readonly username: string,
    private readonly stored: StoredHash,
  ) {}

  static load(options: { dataDir: string; username: string; password?: string; announce: (password: string) => void }): AdminCredentials {
    const { dataDir, username, password, announce } = options;
    if (password) return new AdminCredentials(username, AdminCredentials.hash(password));
    const file = join(dataDir, 'admin-password.json');
    if (existsSync(file)) return new AdminCredentials(username, JSON.parse(readFileSync(file, 'utf8')) as StoredHash);
    const generated = randomBytes(18).toString('base64url');
    const stored = AdminCredentials.hash(generated);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
    announce(generated);
    return new AdminCredentials(username, stored);
  }

  private static hash(password: string): StoredHash {
    const salt = randomBytes(16);
    return { salt: salt.toString('hex'), hash: hashPasswordAtStart(password, salt).toString('hex') };
  }

  /**
   * Constant-time in both fields: the answer takes as long for a wrong username as for a wrong
   * password. The hash runs on libuv's thread pool, so the event loop keeps serving meanwhile.
   */
  async verify(username: string, password: string): Promise<boolean> {
    const expectedName = Buffer.from(this.username);
    const givenName = Buffer.alloc(expectedName.length);
    givenName.write(username.slice(0, 256));
    const nameMatches = timingSafeEqual(givenName, expectedName) && Buffer.byteLength(username) === expectedName.length;
    const candidate = await hashing.run(() => hashPassword(password.slice(0, 1024), Buffer.from(this.stored.salt, 'hex')));
    const passwordMatches = timingSafeEqual(candidate, Buffer.from(this.stored.hash, 'hex'));
    return nameMatches && passwordMatches;
  }
}

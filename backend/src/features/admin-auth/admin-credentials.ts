import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const KEY_LENGTH = 64;
const SCRYPT_COST = { N: 16384, r: 8, p: 1 };

const hashPassword = (password: string, salt: Buffer) => scryptSync(password, salt, KEY_LENGTH, SCRYPT_COST);

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
    return { salt: salt.toString('hex'), hash: hashPassword(password, salt).toString('hex') };
  }

  /** Constant-time in both fields: the answer takes as long for a wrong username as for a wrong password. */
  verify(username: string, password: string): boolean {
    const expectedName = Buffer.from(this.username);
    const givenName = Buffer.alloc(expectedName.length);
    givenName.write(username.slice(0, 256));
    const nameMatches = timingSafeEqual(givenName, expectedName) && Buffer.byteLength(username) === expectedName.length;
    const candidate = hashPassword(password.slice(0, 1024), Buffer.from(this.stored.salt, 'hex'));
    const passwordMatches = timingSafeEqual(candidate, Buffer.from(this.stored.hash, 'hex'));
    return nameMatches && passwordMatches;
  }
}

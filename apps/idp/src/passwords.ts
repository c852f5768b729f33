import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt with N = 2^15, r = 8, p = 1 needs 32 MiB (128·N·r), just above Node's default maxmem, hence the
// explicit maxmem. The parameters travel inside the hash string, so they can be raised later without a migration:
// old hashes keep verifying with the parameters they were made with.
const LOG_N = 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_LOG_N = 20;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keylen, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

function options(logN: number, r: number, p: number): ScryptOptions {
  return { N: 2 ** logN, r, p, maxmem: 256 * 2 ** logN * r };
}

/** Hash format: `scrypt$ln=15,r=8,p=1$<salt base64url>$<key base64url>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, options(LOG_N, R, P));
  return `scrypt$ln=${LOG_N},r=${R},p=${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = /^scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) return false;
  const [, logN, r, p, salt, key] = match.map((part, i) => (i >= 1 && i <= 3 ? Number(part) : part)) as [
    string,
    number,
    number,
    number,
    string,
    string,
  ];
  if (logN < 1 || logN > MAX_LOG_N || r < 1 || r > 32 || p < 1 || p > 16) return false;
  const expected = Buffer.from(key, 'base64url');
  if (expected.length < 16) return false;
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, options(logN, r, p));
  return timingSafeEqual(actual, expected);
}

// Verifying against this when no account matches keeps "unknown e-mail" as slow as "wrong password",
// so response times do not reveal which e-mail addresses have accounts.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
}

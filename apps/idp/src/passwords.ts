import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt at OWASP's current minimum (Password Storage Cheat Sheet): N = 2^17, r = 8, p = 1, which needs
// 128 MiB (128·N·r) per hash, far above Node's default maxmem, hence the explicit maxmem; about 0.7 s of
// one core here. The parameters travel inside the hash string: hashes made with older, lower parameters
// keep verifying, and a successful login replaces them (see needsRehash and verifyCredentials).
const CURRENT_COST = { logN: 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const MAX_LOG_N = 20;

const HASH_FORMAT = /^scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/;

interface ParsedHash {
  logN: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

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

/** The stored hash's parts, or undefined when it is malformed or asks for more than we would ever issue. */
function parseHash(stored: string): ParsedHash | undefined {
  const match = HASH_FORMAT.exec(stored);
  if (!match) return undefined;
  const [logN, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (logN < 1 || logN > MAX_LOG_N || r < 1 || r > 32 || p < 1 || p > 16) return undefined;
  const key = Buffer.from(match[5] ?? '', 'base64url');
  if (key.length < 16) return undefined;
  return { logN, r, p, salt: Buffer.from(match[4] ?? '', 'base64url'), key };
}

/** Hash format: `scrypt$ln=17,r=8,p=1$<salt base64url>$<key base64url>`. */
export async function hashPassword(password: string): Promise<string> {
  const { logN, r, p } = CURRENT_COST;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, options(logN, r, p));
  return `scrypt$ln=${logN},r=${r},p=${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parseHash(stored);
  if (!hash) return false;
  const actual = await scrypt(password, hash.salt, hash.key.length, options(hash.logN, hash.r, hash.p));
  return timingSafeEqual(actual, hash.key);
}

/** True when the hash was made with weaker parameters than we issue today (or is not ours at all). */
export function needsRehash(stored: string): boolean {
  const hash = parseHash(stored);
  if (!hash) return true;
  return (
    hash.logN < CURRENT_COST.logN ||
    hash.r < CURRENT_COST.r ||
    hash.p < CURRENT_COST.p ||
    hash.key.length < KEY_LENGTH
  );
}

// Verifying against this when no account matches keeps "unknown e-mail" as slow as "wrong password",
// so response times do not reveal which e-mail addresses have accounts.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
}

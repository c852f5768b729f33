import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD_HASHES } from '../src/index.ts';
import { hashPassword, needsRehash, verifyPassword } from '../src/passwords.ts';

describe('password hashing', () => {
  it('stores scrypt parameters and a random salt in the hash, and verifies only the right password', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$ln=17,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
  });

  it('verifies hashes made with other parameters, and rejects malformed or abusive ones', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('pw', salt, 32, { N: 2 ** 10, r: 8, p: 1 });
    const older = `scrypt$ln=10,r=8,p=1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('pw', older)).toBe(true);
    expect(await verifyPassword('other', older)).toBe(false);
    expect(await verifyPassword('pw', 'plain-text')).toBe(false);
    // A stored cost far beyond what we issue would tie up the CPU and memory: refused, not computed.
    expect(await verifyPassword('pw', older.replace('ln=10', 'ln=30'))).toBe(false);
  });

  it("asks for a rehash of anything below OWASP's scrypt minimum (N = 2^17, r = 8, p = 1), not of today's hashes", async () => {
    const salt = randomBytes(16).toString('base64url');
    const key = randomBytes(32).toString('base64url');
    expect(needsRehash(await hashPassword('pw'))).toBe(false);
    expect(needsRehash(`scrypt$ln=15,r=8,p=1$${salt}$${key}`)).toBe(true);
    expect(needsRehash(`scrypt$ln=17,r=4,p=1$${salt}$${key}`)).toBe(true);
    expect(needsRehash(`scrypt$ln=18,r=8,p=1$${salt}$${key}`)).toBe(false);
    expect(needsRehash('plain-text')).toBe(true);
  });

  it("holds a hash of each demo account's published password, made at today's cost", async () => {
    expect(Object.keys(DEMO_PASSWORD_HASHES).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    for (const demo of DEMO_ACCOUNTS) {
      const hash = DEMO_PASSWORD_HASHES[demo.email] ?? '';
      expect(await verifyPassword(demo.password, hash)).toBe(true);
      expect(await verifyPassword(`${demo.password}x`, hash)).toBe(false);
      expect(needsRehash(hash)).toBe(false);
    }
  });
});

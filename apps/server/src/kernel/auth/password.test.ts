import { describe, expect, it } from 'vitest';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('makes argon2id PHC strings with the OWASP parameters and a fresh salt each time', async () => {
    const [a, b] = await Promise.all([hashPassword('Secret_123'), hashPassword('Secret_123')]);
    // PHC format: $argon2id$v=19$m=<KiB>,t=<passes>,p=<lanes>$<salt>$<hash>
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('Secret_123');
    expect(await verifyPassword(stored, 'Secret_123')).toBe(true);
    expect(await verifyPassword(stored, 'secret_123')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('answers false, not an exception, for a stored value that is not a hash', async () => {
    expect(await verifyPassword('plain text', 'plain text')).toBe(false);
    expect(await verifyPassword('', '')).toBe(false);
  });

  it('keeps one decoy hash that matches no real password', async () => {
    const decoy = await decoyPasswordHash();
    expect(await decoyPasswordHash()).toBe(decoy);
    expect(await verifyPassword(decoy, 'Secret_123')).toBe(false);
  });
});

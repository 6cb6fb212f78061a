import type { Algorithm } from '@node-rs/argon2';
import { hash, verify } from '@node-rs/argon2';

// A const enum in the package's types, which isolatedModules cannot inline: its value, spelled out.
const ARGON2ID: Algorithm = 2;

/**
 * argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane): about 20–40 ms per hash, slow enough against
 * guessing, fast enough for a login. The PHC string keeps the parameters, so raising them later still
 * verifies old hashes.
 */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Longer passwords are refused before hashing: hashing a megabyte of "password" is a cheap way to load us. */
export const MAX_PASSWORD_LENGTH = 1024;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** false for a wrong password and for a hash that is not an argon2 PHC string (never throws on either). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of no one's password, verified when the username is unknown so that "no such user" takes as
 * long as "wrong password" and the answer time does not tell which usernames exist.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('topoforge-decoy-password');
  return decoyHash;
}

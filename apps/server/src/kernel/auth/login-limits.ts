import type { RateHit, RateLimiter, RateRule } from '../rate-limit/rate-limiter.js';
import { judge } from '../rate-limit/rate-limiter.js';
import { HttpError } from '../http/errors.js';

/**
 * How many password checks a login may cost. Every try is counted on the database before the password is
 * verified (kernel/rate-limit), so tries sent at once, or to several replicas, cannot slip past a count;
 * a try that succeeds is taken back, so the counts are of failures (and of tries still being checked).
 */
export interface LoginLimits {
  /** One username from one address: someone mistyping, or a script guessing one account's password. */
  readonly userAtAddress: RateRule;
  /** One address over all usernames: password spraying (one common password over many accounts). */
  readonly address: RateRule;
  /** One username from every address: past it the account is under attack from many places … */
  readonly user: RateRule;
  /** … and each address then gets this many tries per userAtAddress window instead. */
  readonly userAtAddressUnderAttack: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  userAtAddress: { limit: 10, windowMs: 5 * 60_000 },
  address: { limit: 20, windowMs: 5 * 60_000 },
  user: { limit: 50, windowMs: 15 * 60_000 },
  userAtAddressUnderAttack: 3,
};

/** The counts one try took, to give back when it succeeds. */
export interface LoginTry {
  readonly pair: RateHit;
  readonly address: RateHit;
  readonly account: RateHit;
}

/**
 * Counts a login try and refuses it (429, with the seconds to wait in `data.seconds`) when over a limit.
 *
 * Back-off is per address, never per account alone: an address that keeps trying (refused tries count too)
 * stays refused, while the account stays open to everyone else. The account-wide count cannot lock the
 * owner out: an address refused for its own tries adds nothing to it, so one attacker adds at most
 * userAtAddress tries per window; and when many addresses together pass `user`, the account is not
 * closed — every address is held to userAtAddressUnderAttack tries instead. The owner, from an address
 * that has not failed, still has those tries; the attackers' guesses fall to a few per address. Locking
 * the account itself would hand anyone who knows a username a way to keep its owner out indefinitely.
 */
export async function countLoginTry(
  limiter: RateLimiter,
  limits: LoginLimits,
  username: string,
  ip: string,
): Promise<LoginTry> {
  const name = username.toLowerCase();
  const [pair, address] = await Promise.all([
    limiter.hit(`login:user-ip:${JSON.stringify([name, ip])}`, limits.userAtAddress),
    limiter.hit(`login:ip:${ip}`, limits.address),
  ]);
  if (!pair.allowed || !address.allowed) throw tooManyLogins(Math.max(pair.retryAfter, address.retryAfter));
  const account = await limiter.hit(`login:user:${name}`, limits.user);
  if (!account.allowed) {
    const strict = judge(pair, limits.userAtAddressUnderAttack);
    if (!strict.allowed) throw tooManyLogins(strict.retryAfter);
  }
  return { pair, address, account };
}

/** A successful login is not a failure: its address's tries of this account are forgotten, the rest refunded. */
export async function loginSucceeded(limiter: RateLimiter, counted: LoginTry): Promise<void> {
  await Promise.all([
    limiter.reset(counted.pair.bucket),
    limiter.refund(counted.address),
    limiter.refund(counted.account),
  ]);
}

function tooManyLogins(seconds: number): HttpError {
  return new HttpError(429, 'too-many-logins', { minutes: Math.max(1, Math.ceil(seconds / 60)), seconds });
}

import { describe, expect, it } from 'vitest';
import { createLoginLimiter } from './login-limiter.js';

const limits = { maxFailures: 3, windowMs: 60_000, maxKeys: 5 };

describe('the login limiter', () => {
  it('blocks a username from one address after maxFailures failures within the window', () => {
    const limiter = createLoginLimiter(limits);
    for (const t of [0, 1000, 2000]) {
      expect(limiter.retryAfter('ann', '1.2.3.4', t)).toBe(0);
      limiter.failed('ann', '1.2.3.4', t);
    }
    // The oldest failure (t = 0) leaves the window at 60 s: 57 s to wait at t = 3 s.
    expect(limiter.retryAfter('ann', '1.2.3.4', 3000)).toBe(57);
    expect(limiter.retryAfter('ANN', '1.2.3.4', 3000)).toBe(57);
    expect(limiter.retryAfter('ann', '5.6.7.8', 3000)).toBe(0);
    expect(limiter.retryAfter('bob', '1.2.3.4', 3000)).toBe(0);
    expect(limiter.retryAfter('ann', '1.2.3.4', 60_000)).toBe(0);
  });

  it('forgets the failures after a success', () => {
    const limiter = createLoginLimiter(limits);
    for (const t of [0, 1, 2]) limiter.failed('ann', 'ip', t);
    limiter.succeeded('ann', 'ip');
    expect(limiter.retryAfter('ann', 'ip', 3)).toBe(0);
  });

  it('keeps at most maxKeys entries, dropping the oldest', () => {
    const limiter = createLoginLimiter(limits);
    for (let i = 0; i < 3; i += 1) limiter.failed('first', 'ip', i);
    for (let i = 0; i < 5; i += 1) limiter.failed(`user${i}`, 'ip', 10);
    expect(limiter.retryAfter('first', 'ip', 20)).toBe(0);
  });
});

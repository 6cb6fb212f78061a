/**
 * Failed logins per (username, client address) in a sliding window, in memory: enough to stop a script
 * from guessing one account's password through one server. Replicas count separately; a restart forgets.
 */
export interface LoginLimiter {
  /** Seconds to wait before trying again, or 0 when a try is allowed now. */
  retryAfter(username: string, ip: string, now?: number): number;
  failed(username: string, ip: string, now?: number): void;
  succeeded(username: string, ip: string): void;
}

export interface LoginLimits {
  readonly maxFailures: number;
  readonly windowMs: number;
  /** Keys kept at most; the oldest are dropped beyond it, so many usernames cannot exhaust memory. */
  readonly maxKeys: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { maxFailures: 10, windowMs: 5 * 60_000, maxKeys: 100_000 };

export function createLoginLimiter(limits: LoginLimits = DEFAULT_LOGIN_LIMITS): LoginLimiter {
  const failures = new Map<string, number[]>();
  const keyOf = (username: string, ip: string): string => `${username.toLowerCase()}\u0000${ip}`;
  const recent = (key: string, now: number): number[] => {
    const times = (failures.get(key) ?? []).filter((t) => now - t < limits.windowMs);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };

  return {
    retryAfter(username, ip, now = Date.now()) {
      const times = recent(keyOf(username, ip), now);
      if (times.length < limits.maxFailures) return 0;
      const oldest = times[times.length - limits.maxFailures] ?? now;
      return Math.max(1, Math.ceil((oldest + limits.windowMs - now) / 1000));
    },
    failed(username, ip, now = Date.now()) {
      const key = keyOf(username, ip);
      const times = recent(key, now);
      failures.delete(key);
      failures.set(key, [...times, now].slice(-limits.maxFailures));
      while (failures.size > limits.maxKeys) {
        const oldestKey = failures.keys().next().value;
        if (oldestKey === undefined) break;
        failures.delete(oldestKey);
      }
    },
    succeeded(username, ip) {
      failures.delete(keyOf(username, ip));
    },
  };
}

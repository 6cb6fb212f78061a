import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStorage } from './memory-storage';
import { guardedSessionStorage, MAX_STORED_CHARS, restoredFields, useStorageNotice } from './session-storage';

/** Session storage with a quota, as a browser has: a write past it throws QuotaExceededError. */
class QuotaStorage extends MemoryStorage {
  constructor(private readonly quota: number) {
    super();
  }
  override setItem(key: string, value: string): void {
    if (value.length > this.quota) throw new DOMException('quota exceeded', 'QuotaExceededError');
    super.setItem(key, value);
  }
}

const storage = new QuotaStorage(1_000);
beforeAll(() => {
  Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });
});
afterEach(() => {
  storage.clear();
  useStorageNotice.setState({ memoryOnly: false });
});

describe('the stores’ session storage (issue 16 item 3)', () => {
  it('keeps a state that fits', () => {
    guardedSessionStorage().setItem('k', '{"a":1}');
    expect(storage.getItem('k')).toBe('{"a":1}');
    expect(useStorageNotice.getState().memoryOnly).toBe(false);
  });

  it('refuses a state over the quota without throwing, drops the outdated copy and says so', () => {
    const guarded = guardedSessionStorage();
    guarded.setItem('k', '{"a":1}');
    expect(() => guarded.setItem('k', 'x'.repeat(2_000))).not.toThrow();
    expect(storage.getItem('k')).toBeNull();
    expect(useStorageNotice.getState().memoryOnly).toBe(true);
    // Back under the quota (a smaller structure): kept again, the notice lifted.
    guarded.setItem('k', '{"a":2}');
    expect(storage.getItem('k')).toBe('{"a":2}');
    expect(useStorageNotice.getState().memoryOnly).toBe(false);
  });

  it('does not even try a state past MAX_STORED_CHARS', () => {
    const roomy = new QuotaStorage(Number.MAX_SAFE_INTEGER);
    Object.defineProperty(globalThis, 'sessionStorage', { value: roomy, configurable: true });
    try {
      guardedSessionStorage().setItem('k', 'x'.repeat(MAX_STORED_CHARS + 1));
      expect(roomy.getItem('k')).toBeNull();
      expect(useStorageNotice.getState().memoryOnly).toBe(true);
    } finally {
      Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });
    }
  });

  it('restores only the known fields of the right kind', () => {
    const defaults = { name: '', count: 1, list: [] as string[], set: null as object | null };
    const stored = { name: 'x', count: 'many', list: 'a', set: { a: 1 }, extra: true };
    expect(restoredFields(stored, defaults)).toEqual({ name: 'x', set: { a: 1 } });
    expect(restoredFields('not an object', defaults)).toEqual({});
  });
});

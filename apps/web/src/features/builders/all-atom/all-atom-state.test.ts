import { beforeAll, describe, expect, it } from 'vitest';
import { builderSliceKey } from '../../auto-ff/engine/builder-slice';
import { MemoryStorage } from '../../auto-ff/store/memory-storage';

const storage = new MemoryStorage();
beforeAll(() => {
  Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });
});

describe("the all-atom builder's own state", () => {
  it('keeps the backup force field in its slice, persisted, and the page reset restores OPLS-AA/L', async () => {
    const { allAtomBackup, allAtomSlice } = await import('./all-atom-state');
    expect(allAtomBackup.get()).toBe('OPLS-AA/L');
    allAtomBackup.set('GAFF');
    expect(allAtomBackup.get()).toBe('GAFF');
    const saved = JSON.parse(storage.getItem(builderSliceKey('all-atom')) ?? '{}') as {
      state?: Record<string, unknown>;
    };
    expect(saved.state).toEqual({ backup: 'GAFF' });
    allAtomSlice.reset();
    expect(allAtomBackup.get()).toBe('OPLS-AA/L');
  });

  it('is the builder of the one flow with a backup selector', async () => {
    const { allAtom } = await import('./builder');
    expect(allAtom.flow.backup).toBe(true);
    expect(allAtom.backup).toBeDefined();
    expect(allAtom.slice).toBeDefined();
  });
});

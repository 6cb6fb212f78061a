import { beforeAll, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../store/memory-storage';
import { builderSliceKey, createBuilderSlice, sliceField } from './builder-slice';

const storage = new MemoryStorage();
beforeAll(() => {
  Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });
});

describe('a builder slice', () => {
  it('persists its own state under its own key and the page reset restores its defaults', () => {
    const { use, slice } = createBuilderSlice('polymers', { monomers: [] as string[], chainLength: 10 });
    use.getState().update({ monomers: ['styrene'], chainLength: 40 });
    const saved = JSON.parse(storage.getItem(builderSliceKey('polymers')) ?? '{}') as {
      state?: Record<string, unknown>;
    };
    expect(saved.state).toEqual({ monomers: ['styrene'], chainLength: 40 });
    slice.reset();
    expect(use.getState()).toMatchObject({ monomers: [], chainLength: 10 });
    expect(builderSliceKey('polymers')).toBe('topoforge.wizard.v2.polymers');
  });

  it('lends one field to the shared steps: read, written and persisted in the slice', () => {
    const { use } = createBuilderSlice('coarse', { backup: 'OPLS-AA/L', beads: 3 });
    const backup = sliceField(use, 'backup');
    expect(backup.get()).toBe('OPLS-AA/L');
    backup.set('GAFF');
    expect(use.getState()).toMatchObject({ backup: 'GAFF', beads: 3 });
    const saved = JSON.parse(storage.getItem(builderSliceKey('coarse')) ?? '{}') as {
      state?: Record<string, unknown>;
    };
    expect(saved.state).toEqual({ backup: 'GAFF', beads: 3 });
  });
});

import { FORCE_FIELD_LIST_ROUTES, forceFieldList } from '@topoforge/chem';
import { beforeAll, describe, expect, it } from 'vitest';
import { initialSelection } from '../../auto-ff/structure/force-field-defaults';
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

  it("selects GAFF, the spec's default force (000 §3, §9), from the list the server sends (issue 16 item 1)", async () => {
    const { allAtom, ALL_ATOM_STRUCTURE_OPTIONS } = await import('./builder');
    const listId = allAtom.flow.forceFieldList;
    expect(listId).toBe('supported');
    // What GET forcefield/supported answers (routes/forcefield/lists.ts): the flow's list from chem.
    const offered = forceFieldList(FORCE_FIELD_LIST_ROUTES.supported.forceFields);
    expect(initialSelection(ALL_ATOM_STRUCTURE_OPTIONS, offered, [])).toEqual(['GAFF']);
    // A choice already made (back from step 2) is kept.
    const chosen = ['GAFF', 'OPLS-AA/L'];
    expect(initialSelection(ALL_ATOM_STRUCTURE_OPTIONS, offered, chosen)).toBe(chosen);
  });
});

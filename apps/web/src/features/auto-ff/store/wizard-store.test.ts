import { beforeAll, describe, expect, it } from 'vitest';
import { MemoryStorage } from './memory-storage';
import { WIZARD_DEFAULTS } from './wizard-defaults';

const storage = new MemoryStorage();
beforeAll(() => {
  Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });
});

describe('wizard defaults (spec 000 §3, §9)', () => {
  it('holds the spec defaults', () => {
    expect(WIZARD_DEFAULTS).toMatchObject({
      active: 1,
      force: 'GAFF',
      waterModel: 'SPCE',
      charge: 0,
      searchMode: 'fuzzy',
      scale: 1,
      use_mseminario: 0,
      vibrational_scaling: 1,
      modelHidden: true,
      crystal: false,
    });
  });

  it('leaves the backup force field to the builder that has one (the all-atom slice)', () => {
    expect('backup' in WIZARD_DEFAULTS).toBe(false);
  });
});

describe('wizard store', () => {
  it('persists updates to session storage and reset restores every default', async () => {
    const { useWizardStore, WIZARD_STORAGE_KEY } = await import('./wizard-store');
    const { update, reset } = useWizardStore.getState();
    update({
      active: 2,
      waterModel: 'TIP4P',
      mol2: '@<TRIPOS>MOLECULE',
      selectedForces: ['GAFF'],
      charge: -2,
    });
    expect(useWizardStore.getState().active).toBe(2);
    const saved = JSON.parse(storage.getItem(WIZARD_STORAGE_KEY) ?? '{}') as {
      state?: Record<string, unknown>;
    };
    expect(saved.state?.waterModel).toBe('TIP4P');
    expect(saved.state?.update).toBeUndefined();

    reset();
    const { update: _u, reset: _r, ...data } = useWizardStore.getState();
    expect(data).toEqual(WIZARD_DEFAULTS);
    const cleared = JSON.parse(storage.getItem(WIZARD_STORAGE_KEY) ?? '{}') as {
      state?: Record<string, unknown>;
    };
    expect(cleared.state?.active).toBe(1);
  });
});

describe('the wizard state after a reload (issue 16 item 3)', () => {
  it('comes back from the versioned key with the step, the tables and the edits', async () => {
    const { WIZARD_STORAGE_KEY, restoreWizard } = await import('./wizard-store');
    expect(WIZARD_STORAGE_KEY).toBe('topoforge.wizard.v2');
    const edit = { table: 'bonds', index: 0, row: [1, 2, 1, '0.15', '250000'] };
    const restored = restoreWizard({
      active: 3,
      mol2: '@<TRIPOS>MOLECULE',
      chargeResult: [0.1, -0.1],
      parameterEdits: [edit],
      builderId: 'all-atom',
    });
    expect(restored).toEqual({
      active: 3,
      mol2: '@<TRIPOS>MOLECULE',
      chargeResult: [0.1, -0.1],
      parameterEdits: [edit],
      builderId: 'all-atom',
    });
  });

  it('drops a parameter set the contract does not accept, with its edits, and a step out of range', async () => {
    const { restoreWizard } = await import('./wizard-store');
    const restored = restoreWizard({ active: 7, parameterSet: { atoms: 'broken' }, parameterEdits: [{}] });
    expect(restored).toEqual({ parameterSet: null, parameterEdits: [] });
  });
});

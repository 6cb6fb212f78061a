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

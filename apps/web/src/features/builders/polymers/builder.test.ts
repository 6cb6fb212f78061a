import { BLOCK_COPOLYMER_ROUTE, HOMOPOLYMER_ROUTE, POLYMER_CHARGE_ROUTE } from '@topoforge/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWizardStore } from '../../auto-ff/store/wizard-store';
import { POLYMER_CHAIN, polymers } from './builder';
import { buildPath, buildPolymer } from './polymer-api';
import { POLYMER_FORM_DEFAULTS } from './polymer-forms';
import { setForm, switchTab, usePolymerState } from './polymer-state';

/** Answers every fetch with `body` (status 200) and records the calls. */
function answer(body: unknown) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal('localStorage', { getItem: () => null }); // no login stored: not a premium user
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    }),
  );
  return calls;
}

describe('the polymer builder (001 §2.1, §7)', () => {
  beforeEach(() => {
    useWizardStore.getState().reset();
    polymers.slice?.reset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is the polymers row of the flow table: its own step 1, then the shared steps, resname NUK', () => {
    expect(polymers.flow.id).toBe('polymers');
    expect(polymers.flow.defaultResname).toBe('NUK');
    expect(polymers.flow.chargeMethods).toBe('polymer');
    expect(polymers.steps.map((s) => s.title)).toEqual(['polymer', 'atomTypes', 'topology']);
  });

  it('resets all forms when the tab changes (001 §2.1), not when the same tab is chosen again', () => {
    const homopolymer = { ...POLYMER_FORM_DEFAULTS.homopolymer, dp: 40 };
    setForm('homopolymer', homopolymer);
    switchTab('homopolymer');
    expect(usePolymerState.getState().forms.homopolymer.dp).toBe(40);
    switchTab('block');
    expect(usePolymerState.getState()).toMatchObject({ tab: 'block', forms: POLYMER_FORM_DEFAULTS });
  });

  it('posts a build to its route (the _vip variant for premium users) and keeps the answer’s number', async () => {
    expect(buildPath('homopolymer', false)).toBe(HOMOPOLYMER_ROUTE.path);
    expect(buildPath('block', true)).toBe(`${BLOCK_COPOLYMER_ROUTE.path}_vip`);
    expect(buildPath('2d', false)).toMatch(/\/polymer\/2d$/);
    const calls = answer({ status: 200, msg: 'ok', data: '@<TRIPOS>MOLECULE\n', number: 7 });
    const body = { monomerlist: ['styrene'], probability: '' as const, degree: 20, seed: -1 };
    const chain = await buildPolymer({ kind: 'homopolymer', body });
    expect(chain).toEqual({ mol2: '@<TRIPOS>MOLECULE\n', number: 7 });
    expect(calls).toEqual([{ url: HOMOPOLYMER_ROUTE.path, body }]);
  });

  it('charges the stored chain by its number through the polymer charge call (step 2)', async () => {
    usePolymerState.getState().update({ polymerNumber: 12 });
    const calls = answer({ status: 200, msg: 'ok', data: [0.25, -0.25] });
    const signal = new AbortController().signal;
    const charges = await POLYMER_CHAIN.charges({ chargetype: 'QEq', scale: 1.2 }, { job: 'j1', signal });
    expect(charges).toEqual([0.25, -0.25]);
    expect(calls).toEqual([
      { url: `${POLYMER_CHARGE_ROUTE.path}?job=j1`, body: { polymer: 12, chargetype: 'QEq', scale: 1.2 } },
    ]);
  });

  it('adds the sequence and the transferred charge type to the download payload', () => {
    usePolymerState.getState().update({ sequence: ['styrene', 'mma', 'styrene'] });
    useWizardStore.getState().update({ chargeType: 'CM5' });
    expect(POLYMER_CHAIN.payloadFields()).toEqual({
      sequence: ['styrene', 'mma', 'styrene'],
      polymer_charges: 'CM5',
    });
    useWizardStore.getState().update({ chargeType: '--' });
    expect(POLYMER_CHAIN.payloadFields()).toEqual({ sequence: ['styrene', 'mma', 'styrene'] });
  });
});

import { describe, expect, it } from 'vitest';
import { CHARGE_METHODS, findChargeMethod } from './methods.js';

/** Charge-calculation paths by charge type, spec 000 §7 (plus '--'). */
const SPEC_PATHS = [
  'GNN-RESP',
  'AM1-BCC',
  'MMFF94',
  'XTB-RESP',
  'CM5',
  '1.2xCM5',
  'QEq',
  'oplsaa',
  'cm1a',
  '1.14xcm1a',
  '1.14xCM1A',
  '1.14xCM1A-LBCC',
  'GMP-QEq',
  'MEPO-QEq',
  'm-CBAC',
  'Eqeq',
  'EEM',
  'pacmof MOF REPEAT',
  'pacmof COF DDEC',
  '--',
];

describe('CHARGE_METHODS', () => {
  it('has a record for every charge type the spec names', () => {
    for (const path of SPEC_PATHS) expect(findChargeMethod(path), path).toBeDefined();
  });

  it('has unique ids and CLI names, and a compute for every pure method it offers', () => {
    const ids = CHARGE_METHODS.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    const cli = CHARGE_METHODS.flatMap((m) => (m.cliName ? [m.cliName] : []));
    expect(new Set(cli).size).toBe(cli.length);
    for (const name of ['gasteiger', 'qeq', 'eem', 'eqeq']) {
      const method = findChargeMethod(name);
      expect(method?.provider.kind === 'chem' && method.provider.compute !== undefined, name).toBe(true);
    }
  });
});

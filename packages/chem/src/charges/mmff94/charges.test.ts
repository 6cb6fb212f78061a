import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mmff94Charges } from './charges.js';
import { fixtureMolecules, MOLECULES_SDF } from './fixtures/load.js';
import { RDKIT_EXPECTED } from './fixtures/rdkit-expected.js';
import { loadMmff94Tables } from './tables.js';

// The Merck parameter files come with Debian's openbabel-data package; the project does not copy them.
const PARAMETERS = '/usr/share/openbabel/3.1.1';
const present = existsSync(join(PARAMETERS, 'mmffchg.par'));

// Expected charges are RDKit 2022.09.3's MMFF94 partial charges for the same records (fixtures/README.md).
describe.skipIf(!present)(
  'mmff94Charges (needs Open Babel’s MMFF94 tables under /usr/share/openbabel)',
  () => {
    const tables = present
      ? loadMmff94Tables((name) => readFileSync(join(PARAMETERS, name), 'utf8'))
      : undefined;
    const molecules = fixtureMolecules(readFileSync(MOLECULES_SDF, 'utf8'));

    RDKIT_EXPECTED.forEach((expected, n) => {
      it(`charges ${expected.name} (${expected.smiles}) within 1e-4 e of RDKit`, () => {
        const charges = mmff94Charges(molecules[n]!, tables!);
        expect(charges).toHaveLength(expected.charges.length);
        charges.forEach((q, i) => expect(Math.abs(q - expected.charges[i]!)).toBeLessThanOrEqual(1e-4));
      });
    });

    it('keeps each molecule’s total charge equal to its net formal charge', () => {
      for (const mol of molecules) {
        const total = mmff94Charges(mol, tables!).reduce((s, q) => s + q, 0);
        const formal = mol.formalCharges.reduce((s, q) => s + q, 0);
        expect(total).toBeCloseTo(formal, 6);
      }
    });
  },
);

import { describe, expect, it } from 'vitest';
import { checkSmilesSyntax } from './syntax.js';

// Expected answers follow the OpenSMILES grammar (opensmiles.org); the valid strings are ones Open Babel
// 3.1.1 reads (`obabel -:"…" -osmi`), the broken ones ones it refuses.
describe('checkSmilesSyntax', () => {
  it.each([
    ['CCO', 3],
    ['c1ccccc1', 6],
    ['Brc1ccc(Cl)cc1', 8],
    ['CC(=O)Oc1ccccc1C(=O)O', 13],
    ['C[NH+](C)CC(=O)[O-]', 7],
    ['[Na+].[Cl-]', 2],
    ['F/C=C/F', 4],
    ['N[C@@H](C)C(=O)O', 6],
    ['C%10CCCCC%10', 6],
    ['[13CH4]', 1],
    ['c1ccc2[nH]ccc2c1', 9],
  ])('accepts %s (%i atoms)', (smiles, atoms) => {
    expect(checkSmilesSyntax(smiles)).toEqual({ atoms });
  });

  it.each([
    ['', 'empty', 1, ''],
    ['C1CC', 'ring', 2, '1'],
    ['CC(C', 'branch-open', 3, '('],
    ['CC)C', 'branch-close', 3, ')'],
    ['C[Xx]C', 'element', 3, 'Xx'],
    ['C[NH4+C', 'bracket', 2, '[NH4+C'],
    ['CC=', 'bond', 3, '='],
    ['C==C', 'bond', 3, '='],
    ['CC?O', 'character', 3, '?'],
    ['=CC', 'bond', 1, '='],
    ['hello', 'character', 1, 'h'],
  ])('names the problem of %j', (smiles, reason, position, text) => {
    expect(checkSmilesSyntax(smiles).problem).toEqual({ reason, position, text });
  });
});

import { describe, expect, it } from 'vitest';
import { typeOpls } from '../packages/chem/src/typing/opls/type-opls.js';
import { oplsDescriptions, oplsExamples } from './opls-examples.js';

describe("OPLS-AA/L's atom-type pictures and descriptions (issue 16 item 6)", () => {
  it("reads each type's comment from atomtypes.atp lines as gromacs-data writes them", () => {
    const atp = [
      '; OPLS atom types and masses.',
      ' opls_135   12.01100  ; alkane CH3 ',
      ' opls_145B  12.01100  ; Biphenyl C1',
      ' opls_999   1.00800',
      ' MNH3       0.00000  ; Dummy mass in rigid tetraedrical NH3 group',
    ].join('\n');
    expect(oplsDescriptions(atp)).toEqual({ opls_135: 'alkane CH3', opls_145B: 'Biphenyl C1' });
  });

  it('pictures each type on a molecule where our typer gives the marked atom that type', () => {
    const examples = oplsExamples();
    expect(examples.find((e) => e.type === 'opls_135')?.smiles).toBe('CCC');
    for (const e of examples)
      expect(typeOpls(e.molecule, { partial: true }).types[e.marked], e.smiles).toBe(e.type);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultFileName } from './default-file-name';

const mol2 = (title: string): string => `@<TRIPOS>MOLECULE\n${title}\n 9 8 1 0 0\nSMALL\n`;

describe('the name the structure download starts with (issue 16.6)', () => {
  it("is the loaded file's name without its extension", () => {
    expect(defaultFileName('ethanol-with-a-long-file-name.mol', mol2('x'))).toBe(
      'ethanol-with-a-long-file-name',
    );
    expect(defaultFileName('1,2-dichloro.ethane.pdb', '')).toBe('1,2-dichloro.ethane');
  });

  it("is the structure's own name, as a file name, without a file (SMILES, sketch)", () => {
    expect(defaultFileName('', mol2('CC(=O)O'))).toBe('CC_O_O');
    expect(defaultFileName('', mol2('乙醇'))).toBe('乙醇');
    expect(defaultFileName('', mol2('  '))).toBe('structure');
  });
});

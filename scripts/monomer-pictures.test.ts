import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MONOMER_GROUPS, monomerPictureName } from '../packages/chem/src/polymer/library.js';
import { readPolymerSmiles } from '../packages/chem/src/polymer/psmiles.js';
import { MONOMER_PICTURE_DIR, pictureSource } from './gen-monomer-pictures.js';

/*
 * The monomer pictures are generated files checked in beside the web app (npm run docs:monomer-pictures).
 * A library monomer added, renamed or given another p-SMILES without regenerating them fails here: every
 * id has exactly its picture, drawn from its current p-SMILES, with the head and tail `*` that chem reads
 * marked (RDKit tags each drawn atom with class 'atom-<index in the SMILES>').
 */
const MONOMERS = MONOMER_GROUPS.flatMap((g) => g.monomers);
const HEAD_FILL = '#99D1FF';
const TAIL_FILL = '#FFBF8C';

/** Fill colour of the disc RDKit drew under atom `atom`, if any. */
function discFill(svg: string, atom: number): string | undefined {
  const re = new RegExp(`<ellipse [^>]*class='atom-${atom}'[^>]*fill:(#[0-9A-F]{6})`);
  return re.exec(svg)?.[1];
}

describe('monomer pictures (apps/web/public/monomer)', () => {
  it('the folder holds one picture per library monomer and nothing else', () => {
    const expected = MONOMERS.map((m) => monomerPictureName(m.id)).sort();
    expect(readdirSync(MONOMER_PICTURE_DIR).sort()).toEqual(expected);
  });

  it.each(MONOMERS.map((m) => [m.id, m] as const))(
    '%s: drawn from its current p-SMILES, head and tail marked, small',
    (_, monomer) => {
      const svg = readFileSync(join(MONOMER_PICTURE_DIR, monomerPictureName(monomer.id)), 'utf8');
      expect(svg.split('\n')[0]).toBe(pictureSource(monomer.psmiles));
      const [head, tail] = readPolymerSmiles(monomer.psmiles, 2).stars;
      expect(discFill(svg, head!)).toBe(HEAD_FILL);
      expect(discFill(svg, tail!)).toBe(TAIL_FILL);
      expect(svg).toContain("<svg version='1.1'");
      expect(svg.length).toBeLessThan(32_000);
    },
  );
});

import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MONOMER_GROUPS, monomerPictureName } from '../packages/chem/src/polymer/library.js';
import { readPolymerSmiles } from '../packages/chem/src/polymer/psmiles.js';
import { depict, type SmilesDepictJob } from './lib/rdkit-depict.js';

/**
 * `npm run docs:monomer-pictures`: one SVG per library monomer (issue 18 item 1), at
 * apps/web/public/monomer/<monomerPictureName(id)>, the file the monomer-library call names in
 * `2d-structure`. RDKit lays out and draws the p-SMILES (the same drawing code as the atom-type pictures,
 * scripts/lib/rdkit-depict.ts); its two `*` are the connection points, the head (written first) labelled
 * "*head" on a blue disc and the tail "*tail" on an orange one. chem's p-SMILES reader finds which atoms
 * the `*` are, so a picture marks the head and tail chem builds with. Each file starts with a comment
 * naming the p-SMILES it was drawn from; monomer-pictures.test.ts checks it against the library.
 */

export const MONOMER_PICTURE_DIR = fileURLToPath(new URL('../apps/web/public/monomer/', import.meta.url));

export const HEAD_MARK = { label: '*<sub>head</sub>', colour: [0.6, 0.82, 1.0] } as const;
export const TAIL_MARK = { label: '*<sub>tail</sub>', colour: [1.0, 0.75, 0.55] } as const;

/** The first line of every picture: which p-SMILES it shows (XML comments cannot hold "--"). */
export const pictureSource = (psmiles: string): string =>
  `<!-- p-SMILES ${psmiles.replace(/--/g, '- -')} -->`;

export function monomerPictureJob(psmiles: string): SmilesDepictJob {
  const [head, tail] = readPolymerSmiles(psmiles, 2).stars;
  return {
    smiles: psmiles,
    marks: [
      { atom: head!, ...HEAD_MARK },
      { atom: tail!, ...TAIL_MARK },
    ],
  };
}

export function main(): void {
  const monomers = MONOMER_GROUPS.flatMap((g) => g.monomers);
  const svgs = depict(monomers.map((m) => monomerPictureJob(m.psmiles)));
  mkdirSync(MONOMER_PICTURE_DIR, { recursive: true });
  for (const f of readdirSync(MONOMER_PICTURE_DIR)) rmSync(join(MONOMER_PICTURE_DIR, f));
  let bytes = 0;
  monomers.forEach((m, k) => {
    const text = `${pictureSource(m.psmiles)}\n${svgs[k]!}`;
    bytes += text.length;
    writeFileSync(join(MONOMER_PICTURE_DIR, monomerPictureName(m.id)), text);
  });
  console.log(
    `wrote ${monomers.length} monomer pictures under ${MONOMER_PICTURE_DIR} (${(bytes / 1024).toFixed(0)} KiB in all)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();

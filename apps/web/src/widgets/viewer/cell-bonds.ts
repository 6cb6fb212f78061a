import { findFormat, withMinimumImageBonds } from '@topoforge/chem';

/**
 * A crystal's mol2 (CRYSIN) lists bonds across the cell faces like any other; drawn between the two
 * stored positions they cross the whole cell. The viewer draws the structure without those bonds: the
 * BOND lines whose nearest image lies in a neighbouring cell are dropped and the header's bond count
 * follows. Everything else of the text stays as it is, so atom i is still atom i. A mol2 without a cell,
 * or one chem cannot read, is returned unchanged (NGL then says what it can).
 */
export function withoutCrossCellBonds(mol2: string): string {
  if (!/@<TRIPOS>CRYSIN/i.test(mol2)) return mol2;
  const imaged = bondImages(mol2);
  if (imaged === undefined) return mol2;
  const { image, count } = imaged;
  const crosses = (k: number): boolean =>
    image[3 * k] !== 0 || image[3 * k + 1] !== 0 || image[3 * k + 2] !== 0;
  return dropBondLines(mol2, count, crosses);
}

/** The image flags of the file's bonds in file order, or undefined when chem cannot read it as a crystal. */
function bondImages(mol2: string): { image: Int8Array; count: number } | undefined {
  try {
    const mol = findFormat('mol2')?.read?.(mol2, { fileName: 'view.mol2' }).molecules[0];
    if (mol === undefined || mol.cell === undefined) return undefined;
    const { image, count } = withMinimumImageBonds(mol).bonds;
    return image === undefined ? undefined : { image, count };
  } catch {
    return undefined;
  }
}

/** The text with the k-th line of the BOND section left out where `drop(k)`, and the header count set. */
function dropBondLines(mol2: string, count: number, drop: (k: number) => boolean): string {
  const lines = mol2.split('\n');
  const out: string[] = [];
  let section = '';
  let bond = 0;
  let kept = 0;
  let header = -1;
  let moleculeLine = 0;
  for (const line of lines) {
    const tag = /^@<TRIPOS>(\w+)/i.exec(line.trim());
    if (tag) {
      section = tag[1]!.toUpperCase();
      moleculeLine = 0;
    } else if (section === 'MOLECULE' && line.trim() !== '') {
      moleculeLine += 1;
      if (moleculeLine === 2) header = out.length;
    } else if (section === 'BOND' && line.trim() !== '' && bond < count) {
      bond += 1;
      if (drop(bond - 1)) continue;
      kept += 1;
    }
    out.push(line);
  }
  if (header >= 0) {
    const fields = out[header]!.trim().split(/\s+/);
    fields[1] = String(kept);
    out[header] = ` ${fields.join(' ')}`;
  }
  return out.join('\n');
}

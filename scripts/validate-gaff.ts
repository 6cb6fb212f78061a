import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { symbolOf } from '../packages/chem/src/core/elements.js';
import { isTopoForgeError } from '../packages/chem/src/core/errors.js';
import { sdfFormat } from '../packages/chem/src/io/mol/index.js';
import { mol2Format } from '../packages/chem/src/io/mol2/index.js';
import { typeGaff } from '../packages/chem/src/typing/index.js';

/**
 * `npm run validate:gaff -- DIR`: GAFF atom types from typeGaff against antechamber's. Every
 * DIR/sdf/NAME.sdf is read with the project's SDF reader (bond orders and charges from the file)
 * and typed; DIR/mol2/NAME.mol2 (column 6, written by antechamber) holds the reference types,
 * compared atom by atom. Prints every mismatch and one summary line.
 */
export interface GaffComparison {
  readonly atoms: number;
  readonly agree: number;
  readonly molecules: number;
  readonly moleculesCorrect: number;
  readonly lines: string[];
}

export function compareDirectory(dir: string): GaffComparison {
  const names = readdirSync(join(dir, 'sdf'))
    .filter((f) => f.toLowerCase().endsWith('.sdf'))
    .sort();
  const result = { atoms: 0, agree: 0, molecules: 0, moleculesCorrect: 0, lines: [] as string[] };
  for (const file of names) {
    const name = basename(file, '.sdf');
    const sdfPath = join(dir, 'sdf', file);
    const mol2Path = join(dir, 'mol2', `${name}.mol2`);
    if (!existsSync(mol2Path)) {
      result.lines.push(`${name}: no reference ${mol2Path}; skipped`);
      continue;
    }
    const mol = sdfFormat.read!(readFileSync(sdfPath, 'utf8'), { fileName: sdfPath }).molecules[0]!;
    const ref = mol2Format.read!(readFileSync(mol2Path, 'utf8'), { fileName: mol2Path }).molecules[0]!;
    const expected = ref.atomTypes ?? [];
    result.molecules++;
    let ours: readonly string[];
    try {
      ours = typeGaff(mol).types;
    } catch (e) {
      if (!isTopoForgeError(e)) throw e;
      ours = [];
      result.lines.push(`${name}: not typed: ${e.message}`);
    }
    let wrong = 0;
    for (let i = 0; i < mol.atomCount; i++) {
      result.atoms++;
      if (ours[i] === expected[i]) {
        result.agree++;
        continue;
      }
      wrong++;
      const element = symbolOf(mol.elements[i]!);
      result.lines.push(
        `${name} atom ${i + 1} ${element}: ours ${ours[i] ?? '-'}, antechamber ${expected[i] ?? '-'}`,
      );
    }
    if (wrong === 0) result.moleculesCorrect++;
  }
  return result;
}

function main(): void {
  const dir = process.argv[2];
  if (dir === undefined) {
    console.error('usage: npm run validate:gaff -- DIR   (DIR holds sdf/ and mol2/)');
    process.exitCode = 2;
    return;
  }
  const r = compareDirectory(dir);
  for (const line of r.lines) console.log(line);
  const pct = r.atoms === 0 ? 0 : (100 * r.agree) / r.atoms;
  console.log(
    `GAFF typing: ${r.agree}/${r.atoms} atoms (${pct.toFixed(1)} %), ${r.moleculesCorrect}/${r.molecules} molecules fully correct`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();

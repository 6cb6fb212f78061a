import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Molecule } from '../packages/chem/src/core/molecule.js';
import { findFormat } from '../packages/chem/src/io/registry.js';
import { cm5Charges } from '../packages/engines/src/cm5.js';
import { xtbRespCharges } from '../packages/engines/src/xtb-resp.js';

/**
 * `npx tsx --tsconfig tsconfig.tests.json scripts/validate-xtb-charges.ts <dir> [--limit N]`: runs
 * GFN1-xTB CM5 and XTB-RESP on the FreeSolv subset in <dir> (`sdf/<id>.sdf`, `mol2/<id>.mol2` with
 * OpenEye AM1-BCC charges in column 9) and prints, per molecule, the time, the RESP fit's RRMS and the
 * RMSE of both against AM1-BCC. AM1-BCC is not the answer for either method; it is the common target
 * of RESP-like charges (HF/6-31G* RESP), so the RMSE says how far GFN1-xTB's ESP is from that
 * convention. Also checked: every result sums to the net charge.
 *
 * `--record FILE` writes the XTB-RESP charges per molecule id as JSON; `--against FILE` prints, per
 * molecule and overall, the largest difference from such a file (a change to XTB-RESP's numerics
 * should leave it below 1e-3 e: the potential from molden.input gave 3e-7 e against xtb --esp's).
 */
const args = process.argv.slice(2);
/** The first argument that is neither an option nor an option's value. */
const dir = args.find((a, i) => !a.startsWith('--') && !(args[i - 1] ?? '').startsWith('--'));
const limitAt = args.indexOf('--limit');
const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : Infinity;
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const recordTo = option('--record');
const againstFile = option('--against');
const against = againstFile
  ? (JSON.parse(readFileSync(againstFile, 'utf8')) as Record<string, number[]>)
  : undefined;
const recorded: Record<string, number[]> = {};
let largestChange = 0;
if (dir === undefined) {
  console.error(
    'usage: scripts/validate-xtb-charges.ts <dir with sdf/ and mol2/> [--limit N] [--record FILE] [--against FILE]',
  );
  process.exit(2);
}

const sdf = findFormat('sdf')!;
const mol2 = findFormat('mol2')!;
const readOne = (format: typeof sdf, path: string): Molecule => {
  const mol = format.read!(readFileSync(path, 'utf8'), { fileName: path }).molecules[0];
  if (mol === undefined) throw new Error(`${path}: no molecule`);
  return mol;
};
const rmse = (a: Float64Array, b: Float64Array): number =>
  Math.sqrt(a.reduce((s, v, i) => s + (v - b[i]!) ** 2, 0) / a.length);
const sum = (q: Float64Array): number => q.reduce((s, v) => s + v, 0);

const ids = readdirSync(join(dir, 'sdf'))
  .map((f) => basename(f, '.sdf'))
  .sort()
  .slice(0, limit);
const rows: { resp: number; cm5: number; seconds: number }[] = [];
for (const id of ids) {
  const mol = readOne(sdf, join(dir, 'sdf', `${id}.sdf`));
  const ref = readOne(mol2, join(dir, 'mol2', `${id}.mol2`)).partialCharges!;
  const netCharge = Math.round(sum(ref));
  try {
    const t = performance.now();
    const resp = await xtbRespCharges(mol, { netCharge });
    const seconds = (performance.now() - t) / 1000;
    const cm5 = await cm5Charges(mol, { netCharge, scale: 1 });
    const bad = [resp, cm5].some((r) => Math.abs(sum(r.charges) - netCharge) > 1e-8);
    rows.push({ resp: rmse(resp.charges, ref), cm5: rmse(cm5.charges, ref), seconds });
    recorded[id] = [...resp.charges];
    const before = against?.[id];
    const change = before ? Math.max(...before.map((q, i) => Math.abs(q - resp.charges[i]!))) : undefined;
    if (change !== undefined) largestChange = Math.max(largestChange, change);
    console.log(
      `${id.padEnd(14)} ${String(mol.atomCount).padStart(3)} atoms  RESP ${seconds.toFixed(1).padStart(5)} s` +
        `  ${resp.method.notes[0]!.replace(/ \(.*\);/, ';')}  RMSE vs AM1-BCC: RESP ${rows.at(-1)!.resp.toFixed(3)}` +
        `, CM5 ${rows.at(-1)!.cm5.toFixed(3)}${bad ? '  SUM WRONG' : ''}` +
        (change === undefined ? '' : `  max |Δq| vs --against ${change.toExponential(1)} e`),
    );
  } catch (e) {
    console.log(`${id.padEnd(14)} failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}
const median = (v: number[]): number => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? NaN;
console.log(
  `\n${rows.length}/${ids.length} molecules; median RMSE vs AM1-BCC: XTB-RESP ${median(rows.map((r) => r.resp)).toFixed(3)} e, ` +
    `CM5 ${median(rows.map((r) => r.cm5)).toFixed(3)} e; median RESP time ${median(rows.map((r) => r.seconds)).toFixed(1)} s`,
);
if (recordTo) writeFileSync(recordTo, JSON.stringify(recorded));
if (against)
  console.log(`largest XTB-RESP charge change against ${againstFile}: ${largestChange.toExponential(2)} e`);

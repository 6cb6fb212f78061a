import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { symbolOf } from '../packages/chem/src/core/elements.js';
import type { Molecule } from '../packages/chem/src/core/molecule.js';
import { bccAssignment, symmetryAverage } from '../packages/chem/src/charges/bcc/index.js';
import { findFormat } from '../packages/chem/src/io/registry.js';
import { AM1_RECIPES, runAm1WithFallbacks } from '../packages/engines/src/mopac-fallbacks.js';

/**
 * `npm run validate:charges -- <dir> [--mulliken] [--standard-only]`: the acceptance figure for AM1-BCC.
 *
 * <dir> holds `sdf/<id>.sdf` (structure) and `mol2/<id>.mol2` whose column 9 carries reference AM1-BCC
 * charges (FreeSolv: OpenEye AM1-BCC). For each molecule: AM1 optimisation in MOPAC from the SDF
 * geometry with the net charge the mol2 charges sum to, the bond charge corrections of
 * packages/chem/src/charges/bcc and symmetry averaging; printed per molecule is the RMSE against the
 * reference, then the median and worst RMSE and, for every molecule above 0.05 e, the atoms that
 * differ most with their BCC types. `--mulliken` uses MOPAC's full-basis MULLIK charges instead of
 * its default ZDO charges, to show which AM1 population the BCCs belong to. The AM1 run is the one
 * AM1-BCC makes (engines' fallback ladder: a molecule whose standard run fails is retried and its line
 * names the attempt that gave the charges); `--standard-only` stops at the standard run, as before the
 * ladder. Each line gives the AM1 wall time; the summary counts failures and the attempts used.
 */
const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith('--'));
const useMulliken = args.includes('--mulliken');
const recipes = args.includes('--standard-only') ? AM1_RECIPES.slice(0, 1) : AM1_RECIPES;
if (dir === undefined) {
  console.error('usage: npm run validate:charges -- <dir with sdf/ and mol2/> [--mulliken]');
  process.exit(2);
}

const sdf = findFormat('sdf')!;
const mol2 = findFormat('mol2')!;

function readOne(format: typeof sdf, path: string): Molecule {
  const mol = format.read!(readFileSync(path, 'utf8'), { fileName: path }).molecules[0];
  if (mol === undefined) throw new Error(`${path}: no molecule`);
  return mol;
}

interface Row {
  readonly id: string;
  readonly rmse: number;
  readonly detail: string;
  readonly attempt: string;
  readonly seconds: number;
}

async function validate(id: string): Promise<Row> {
  const mol = readOne(sdf, join(dir!, 'sdf', `${id}.sdf`));
  const ref = readOne(mol2, join(dir!, 'mol2', `${id}.mol2`)).partialCharges;
  if (ref === undefined || ref.length !== mol.atomCount)
    throw new Error(`${id}: mol2 charges do not match the sdf`);
  const netCharge = Math.round(ref.reduce((s, q) => s + q, 0));
  const started = Date.now();
  const { am1, attempt, attempts } = await runAm1WithFallbacks(mol, { netCharge }, recipes);
  const seconds = (Date.now() - started) / 1000;
  const failed = attempts.filter((a) => a.failure !== undefined).map((a) => `${a.attempt}: ${a.failure}`);
  const base = useMulliken ? am1.mullikenCharges! : am1.charges;
  const bcc = bccAssignment(mol);
  const ours = symmetryAverage(
    mol,
    base.map((q, i) => q + bcc.corrections[i]!),
  );
  let sq = 0;
  const diffs: { i: number; d: number }[] = [];
  for (let i = 0; i < mol.atomCount; i++) {
    const d = ours[i]! - ref[i]!;
    sq += d * d;
    diffs.push({ i, d });
  }
  diffs.sort((x, y) => Math.abs(y.d) - Math.abs(x.d));
  const worst = diffs
    .slice(0, 3)
    .map(
      ({ i, d }) =>
        `${symbolOf(mol.elements[i]!)}${i + 1}(type ${bcc.atomTypes[i]}) ${d >= 0 ? '+' : ''}${d.toFixed(3)}`,
    )
    .join(', ');
  const missing =
    bcc.unparameterised.length > 0 ? `; ${bcc.unparameterised.length} bond(s) not in the BCC table` : '';
  const fallback = attempt === 'standard' ? '' : `; AM1 by '${attempt}' after ${failed.join('; ')}`;
  const detail = `${mol.title}: ${worst}${missing}${fallback}`;
  return { id, rmse: Math.sqrt(sq / mol.atomCount), detail, attempt, seconds };
}

const ids = readdirSync(join(dir, 'sdf'))
  .filter((f) => f.endsWith('.sdf'))
  .map((f) => basename(f, '.sdf'))
  .sort();
// A few MOPAC jobs at a time (each is single-threaded and short); results print in file order.
const results: (Row | Error)[] = [];
for (let start = 0; start < ids.length; start += 4) {
  const batch = ids.slice(start, start + 4);
  results.push(...(await Promise.all(batch.map((id) => validate(id).catch((e: unknown) => e as Error)))));
}
const rows: Row[] = [];
results.forEach((r, k) => {
  if (r instanceof Error) {
    console.log(`${ids[k]!.padEnd(18)} FAILED: ${r.message}`);
    return;
  }
  rows.push(r);
  console.log(`${r.id.padEnd(18)} RMSE ${r.rmse.toFixed(4)} e  ${r.seconds.toFixed(1)} s  ${r.detail}`);
});
const sorted = rows.map((r) => r.rmse).sort((a, b) => a - b);
const median =
  sorted.length % 2 === 1
    ? sorted[(sorted.length - 1) / 2]!
    : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
const worst = rows.reduce((w, r) => (r.rmse > w.rmse ? r : w), rows[0]!);
console.log(`\n${rows.length}/${ids.length} molecules (${useMulliken ? 'MULLIK' : 'ZDO'} AM1 charges)`);
console.log(`${ids.length - rows.length} failed; ladder: ${recipes.map((r) => r.id).join(' → ')}`);
for (const recipe of recipes) {
  const used = rows.filter((r) => r.attempt === recipe.id).length;
  if (used > 0) console.log(`  AM1 by '${recipe.id}': ${used}`);
}
console.log(`median RMSE ${median.toFixed(4)} e; worst ${worst.rmse.toFixed(4)} e (${worst.id})`);
const above = rows.filter((r) => r.rmse > 0.05);
console.log(`${above.length} above 0.05 e:`);
for (const r of above) console.log(`  ${r.id} ${r.rmse.toFixed(4)} e — ${r.detail}`);

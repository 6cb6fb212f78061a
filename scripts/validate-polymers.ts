import { readFileSync } from 'node:fs';
import { isTopoForgeError } from '../packages/chem/src/core/errors.js';
import { buildPolymer } from '../packages/chem/src/polymer/build-chain.js';
import { chainContacts } from '../packages/chem/src/polymer/chain-checks.js';
import { readPolymerSmiles } from '../packages/chem/src/polymer/psmiles.js';
import { unitOf } from './bench/polymer-units.js';

/**
 * `npm run validate:polymers` (issue 18): every p-SMILES of ../shared/data/polymers/pi1070-visible.csv
 * (108 repeat units from RadonPy's PI1070, structures we did not choose) built as a DP-10 homopolymer
 * (random torsions, seed 1, atactic): Open Babel builds the capped unit (again, up to 3 times, when it
 * leaves the unit touching itself), chem the chain. Counts chains
 * built without overlaps (no heavy pair not 1–2/1–3 under 2.5 Å, no pair more than three bonds apart
 * under 1.6 Å) and names every failure with its cause.
 */
const file = process.argv[2] ?? '../shared/data/polymers/pi1070-visible.csv';
const rows = readFileSync(file, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((l) => l.split(','));
const failures = new Map<string, string[]>();
const fail = (cause: string, what: string): void =>
  void failures.set(cause, [...(failures.get(cause) ?? []), what]);
let clean = 0;
let atoms = 0;
const t0 = performance.now();
for (const [id = '', psmiles = ''] of rows) {
  const what = `${id} ${psmiles}`;
  try {
    readPolymerSmiles(psmiles, 2);
  } catch (e) {
    fail(
      `p-SMILES refused (${isTopoForgeError(e) ? String(e.data.rule) : 'error'})`,
      `${what}: ${(e as Error).message}`,
    );
    continue;
  }
  let unit;
  try {
    unit = await unitOf(psmiles);
  } catch (e) {
    fail(
      isTopoForgeError(e) ? `unit refused (${String(e.data.rule)})` : 'Open Babel failed',
      `${what}: ${(e as Error).message}`,
    );
    continue;
  }
  try {
    const r = buildPolymer(
      { kind: 'homopolymer', monomer: psmiles, degree: 10, torsion: 'random', seed: 1 },
      new Map([[psmiles, unit]]),
    );
    const c = chainContacts(r.molecule);
    atoms += r.atomCount;
    if (c.heavyUnder25 === 0 && c.beyond3Under16 === 0) clean++;
    else
      fail(
        'built with overlaps',
        `${what}: ${c.heavyUnder25} heavy pairs < 2.5 Å, ${c.beyond3Under16} pairs < 1.6 Å`,
      );
  } catch (e) {
    fail(
      isTopoForgeError(e) ? `growth refused (${String(e.data.rule)})` : 'growth error',
      `${what}: ${(e as Error).message}`,
    );
  }
}
console.log(
  `${rows.length} repeat units from ${file}, DP 10: ${clean} built without overlaps (${atoms} atoms in all, ${((performance.now() - t0) / 1000).toFixed(1)} s with Open Babel)`,
);
for (const [cause, list] of failures) {
  console.log(`${cause}: ${list.length}`);
  for (const l of list) console.log(`  ${l}`);
}

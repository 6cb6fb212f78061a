import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ForceFieldData, Molecule } from '../../packages/chem/src/index.js';
import { findForceFieldModel, findFormat } from '../../packages/chem/src/index.js';
import { runWriter } from '../../packages/chem/src/writers/engine-writer.js';
import { gromacsWriter } from '../../packages/chem/src/writers/gromacs/gromacs-writer.js';
import { bondList, MoleculeBuilder, withBonds } from '../../packages/chem/src/core/molecule.js';
import { bondsFromDistances } from '../../packages/chem/src/perception/bonds-from-distances.js';
import { atomInputOf } from '../../packages/chem/src/core/edit/select-atoms.js';
import { polyethylene } from './polyethylene.js';
import { gromacsFolder, GROMACS_TOP as TOP } from './force-field-files.js';
import { timed } from './timing.js';

/**
 * The force fields beyond GAFF (params/models): typing + parameters + GROMACS writer for OPLS-AA/L,
 * TraPPE-UA and GROMOS 54A7 on an all-trans polyethylene chain (~5,000 atoms), and CL&P on 300
 * [C4py][dca] ion pairs. Best of `runs` after one warm-up. `npm run bench -- --system force-fields`.
 */
const ION_PAIR = new URL('../../packages/chem/src/typing/clandp/fixtures/c4py-dca.xyz', import.meta.url);

/** `count` copies of one ion pair on a cubic grid 20 Å apart (no overlaps, one fragment per ion). */
function ionPairs(count: number): Molecule {
  // Bonds within the pair from its own geometry, so copies never bond to their neighbours.
  const read = findFormat('xyz')!.read!(readFileSync(ION_PAIR, 'utf8')).molecules[0]!;
  const pair = withBonds(read, bondsFromDistances(read).bonds);
  const b = new MoleculeBuilder('ion pairs');
  const side = Math.ceil(Math.cbrt(count));
  for (let k = 0; k < count; k++) {
    const shift = [k % side, Math.floor(k / side) % side, Math.floor(k / side / side)].map((n) => n * 20);
    const first = k * pair.atomCount;
    for (let i = 0; i < pair.atomCount; i++) {
      const a = atomInputOf(pair, i);
      b.addAtom({ ...a, x: a.x + shift[0]!, y: a.y + shift[1]!, z: a.z + shift[2]! });
    }
    for (const bond of bondList(pair)) b.addBond({ a: first + bond.a, b: first + bond.b, order: bond.order });
  }
  return b.build();
}

function pipeline(name: string, mol: Molecule, data: ForceFieldData) {
  const model = findForceFieldModel(name)!;
  const typing = timed(() => model.type(mol));
  const params = timed(() => {
    const t = typing.value;
    const charges = model.charges
      ? model.charges(t.molecule, t.types, data)
      : new Float64Array(mol.atomCount);
    return model.parameterize(t.molecule, { types: t.types, charges, data });
  });
  const gro = timed(() => runWriter(gromacsWriter, params.value.system, { residueName: 'MOL' }));
  return {
    typing: typing.seconds,
    parameters: params.seconds,
    gromacs: gro.seconds,
    sites: params.value.system.atoms.length,
  };
}

export function benchForceFields(runs = 3): void {
  if (!existsSync(join(TOP, 'oplsaa.ff'))) {
    console.log(`${TOP}/oplsaa.ff not found (Debian package gromacs-data); force-field benchmark skipped.`);
    return;
  }
  const data: ForceFieldData = {
    oplsaa: gromacsFolder('oplsaa.ff'),
    gromos54a7: gromacsFolder('gromos54a7.ff'),
  };
  const chain = polyethylene(1666);
  const cases: [string, Molecule][] = [
    ['OPLS-AA/L', chain],
    ['TraPPE-UA', chain],
    ['GROMOS-54A7', chain],
    ['CL&P', ionPairs(300)],
  ];
  const s = (x: number): string => `${x.toFixed(3)} s`;
  for (const [name, mol] of cases) {
    pipeline(name, mol, data);
    let best: ReturnType<typeof pipeline> | undefined;
    for (let i = 0; i < runs; i++) {
      const r = pipeline(name, mol, data);
      if (!best || r.typing + r.parameters + r.gromacs < best.typing + best.parameters + best.gromacs)
        best = r;
    }
    const r = best!;
    console.log(
      `\n== ${name}: ${mol.atomCount.toLocaleString('en-US')} atoms → ${r.sites.toLocaleString('en-US')} sites: ${s(r.typing + r.parameters + r.gromacs)} (best of ${runs})`,
    );
    console.log(`  typing ${s(r.typing)}, parameters ${s(r.parameters)}, GROMACS ${s(r.gromacs)}`);
  }
}

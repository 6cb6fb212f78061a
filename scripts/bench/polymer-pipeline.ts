import { existsSync } from 'node:fs';
import type { ForceFieldData, System } from '../../packages/chem/src/index.js';
import {
  buildSystem,
  cappedUnitMolecule,
  chainContacts,
  chargesFromUnits,
  findChargeMethod,
  findEngine,
  findForceFieldModel,
  unitNetCharge,
} from '../../packages/chem/src/index.js';
import type { ChargedUnit, PolymerUnit } from '../../packages/chem/src/index.js';
import { buildPolymer } from '../../packages/chem/src/polymer/build-chain.js';
import { computeCharges } from '../../packages/engines/src/charge-runner.js';
import { GAFF_DAT, gaffAndOplsData } from './force-field-files.js';
import { peakRssMiB } from './timing.js';

/**
 * The whole DP-500 atactic polystyrene job as the product runs it, each stage timed (ms): chem grows the
 * chain from the Open Babel unit; the force field's own typer (GAFF, then OPLS-AA/L) types all ~8,000 atoms;
 * charges by transfer from the H-capped unit (chem's QEq on the capped styrene unit through the engines'
 * charge dispatcher, as the server's polymer charge call does; chargesFromUnits folds the caps into the
 * bonded atoms; OPLS-AA/L takes its types' charges from oplsaa.ff); chem's buildSystem for the parameters (gaff.dat,
 * gromacs-data's oplsaa.ff); the GROMACS and LAMMPS files by the engine registry's writers. The geometry
 * figures are counted on the built chain (pairs not 1–2/1–3 between heavy atoms under 2.5 Å; pairs more
 * than three bonds apart under 1.6 Å). Peak RSS is the process's maxRSS after the job.
 */
const PS = '*CC(*)c1ccccc1';

async function timedMs<T>(fn: () => T | Promise<T>): Promise<{ ms: number; value: T }> {
  const t = performance.now();
  const value = await fn();
  return { ms: performance.now() - t, value };
}

/** QEq charges of each distinct capped unit, as chargesFromUnits takes them. */
async function unitCharges(units: ReadonlyMap<string, PolymerUnit>): Promise<Map<string, ChargedUnit>> {
  const qeq = findChargeMethod('qeq');
  if (!qeq) throw new Error('chem has no QEq method');
  const out = new Map<string, ChargedUnit>();
  for (const [smiles, unit] of units) {
    const charges = await computeCharges(qeq, cappedUnitMolecule(unit), { netCharge: unitNetCharge(unit) });
    out.set(smiles, { unit, charges });
  }
  return out;
}

interface Stage {
  readonly name: string;
  readonly ms: number;
}

async function forceFieldStages(
  forceField: 'GAFF' | 'OPLS-AA/L',
  built: ReturnType<typeof buildPolymer>,
  units: ReadonlyMap<string, PolymerUnit>,
  data: ForceFieldData,
): Promise<{ stages: Stage[]; system: System }> {
  const model = findForceFieldModel(forceField)!;
  const typing = await timedMs(() => model.type(built.molecule));
  const { types, molecule } = typing.value;
  const charges = await timedMs(async () =>
    forceField === 'GAFF'
      ? chargesFromUnits(built.provenance, await unitCharges(units))
      : computeCharges(findChargeMethod('oplsaa')!, molecule, { netCharge: 0 }),
  );
  const params = await timedMs(
    () =>
      buildSystem(
        {
          molecule,
          atomTypes: types.map((type) => [{ name: model.name, type }]),
          searchMode: 'accurate',
          charges: charges.value,
          useCurrentStructure: 0,
          premium: true,
        },
        data,
      ).system,
  );
  const stages: Stage[] = [
    { name: `${forceField} typing`, ms: typing.ms },
    {
      name:
        forceField === 'GAFF'
          ? 'charges (QEq on the capped unit, transferred)'
          : 'charges (OPLS-AA/L type charges, whole chain)',
      ms: charges.ms,
    },
    { name: 'parameters', ms: params.ms },
  ];
  for (const engine of ['gromacs', 'lammps']) {
    const w = await timedMs(() => findEngine(engine)!.write(params.value, { residueName: 'PS' }));
    const bytes = Object.values(w.value).reduce((n, text) => n + text.length, 0);
    stages.push({ name: `${engine} files (${(bytes / 2 ** 20).toFixed(1)} MiB)`, ms: w.ms });
  }
  return { stages, system: params.value };
}

/** Prints the stage table for GAFF and OPLS-AA/L; `unitMs` is the Open Babel unit's time, counted in the total. */
export async function polystyrenePipeline(unit: PolymerUnit, unitMs: number): Promise<void> {
  if (!existsSync(GAFF_DAT)) {
    console.log(`${GAFF_DAT} not found (Debian package openbabel): the DP-500 pipeline is skipped.`);
    return;
  }
  const units = new Map([[PS, unit]]);
  const data = gaffAndOplsData();
  const built = await timedMs(() =>
    buildPolymer(
      { kind: 'homopolymer', monomer: PS, degree: 500, torsion: 'random', seed: 1, tacticity: 'atactic' },
      units,
    ),
  );
  const contacts = chainContacts(built.value.molecule);
  console.log(
    `DP-500 atactic polystyrene, seed 1, random torsions: ${built.value.atomCount} atoms; heavy pairs (not 1–2/1–3) < 2.5 Å: ${contacts.heavyUnder25}; pairs > 3 bonds apart < 1.6 Å: ${contacts.beyond3Under16}`,
  );
  for (const forceField of ['GAFF', 'OPLS-AA/L'] as const) {
    if (forceField === 'OPLS-AA/L' && !data.oplsaa) continue;
    const { stages, system } = await forceFieldStages(forceField, built.value, units, data);
    const all: Stage[] = [
      { name: 'Open Babel unit + conformers', ms: unitMs },
      { name: 'chain growth', ms: built.ms },
      ...stages,
    ];
    const total = all.reduce((s, x) => s + x.ms, 0);
    const net = system.atoms.reduce((q, a) => q + a.charge, 0);
    console.log(
      `${forceField}: ${system.atoms.length} atoms, ${system.dihedrals.length} dihedrals, net charge ${net.toFixed(6)}`,
    );
    for (const s of all) console.log(`  ${s.name.padEnd(48)} ${s.ms.toFixed(0).padStart(7)} ms`);
    console.log(`  ${'total (goal ≤ 10 s)'.padEnd(48)} ${total.toFixed(0).padStart(7)} ms`);
  }
  console.log(`peak RSS after the pipeline: ${peakRssMiB().toFixed(0)} MiB (goal ≤ 1 GB)`);
}

import { createHash } from 'node:crypto';
import type { ParameterRequest, ParameterSet } from '@topoforge/contract';
import type { BuildRequest, BuildResult, Molecule, SeminarioMode } from '@topoforge/chem';
import { buildDataNeeds, buildSystem, systemToWire } from '@topoforge/chem';
import { loadForceFieldData } from './force-field-data.js';
import { asBadRequest } from './build-refusal.js';
import { readWizardMol2 } from './structure.js';

export interface ParameterSetDeps {
  readonly gaffDat: string;
  /** gromacs-data's topology folder (oplsaa.ff, gromos54a7.ff). */
  readonly gromacsTop: string;
  readonly version: string;
  /** Premium users may use more than 5 force fields (spec 000 §6). */
  readonly premium?: boolean;
}

/**
 * The atom-parameter call (spec 000 §7): the typed mol2 → chem's build → the parameter set in the wire
 * form, with meta. Every choice (lone pairs, water, force field, backup, Seminario) is chem's; this
 * reads the files the build needs and words its refusals.
 */
export async function buildParameterSet(
  req: ParameterRequest,
  deps: ParameterSetDeps,
): Promise<ParameterSet> {
  const original = readWizardMol2(req.data);
  const request = buildRequest(req, original, deps.premium ?? false);
  const built = await asBadRequest(async () => {
    const data = await loadForceFieldData(buildDataNeeds(request), deps);
    return buildSystem(request, data);
  });
  return answer(built, req, deps.version, original.cell);
}

function buildRequest(req: ParameterRequest, mol: Molecule, premium: boolean): BuildRequest {
  return {
    molecule: mol,
    atomTypes: req.atomtype,
    searchMode: req.search_mode,
    backup: req.backup,
    waterModel: req.watermodel,
    charges: mol.partialCharges ?? new Float64Array(mol.atomCount),
    useCurrentStructure: req.use_current_structure as 0 | 1 | 2 | 3,
    seminario: {
      mode: req.use_mseminario as SeminarioMode,
      text: req.hessian ?? '',
      fileName: 'hessian',
      vibrationalScaling: req.vibrational_scaling,
      source: 'the uploaded Hessian',
    },
    premium,
  };
}

function answer(
  built: BuildResult,
  req: ParameterRequest,
  version: string,
  cell: Molecule['cell'],
): ParameterSet {
  const wire = systemToWire(built.system);
  const estimated = (rows: readonly { estimated: boolean }[]): number =>
    rows.filter((p) => p.estimated).length;
  return {
    ...wire,
    meta: {
      inputSha256: createHash('sha256').update(req.data).digest('hex'),
      forceFields: [...built.meta.forceFields],
      backup: built.meta.backup,
      waterModel: built.meta.waterModel,
      chargeMethod: req.charge_type ?? null,
      program: { name: 'TopoForge', version },
      cell: cell ? cell.vectors.flatMap((row) => [...row]) : null,
      estimated: {
        atoms: estimated(wire.provenance.atoms),
        bonds: estimated(wire.provenance.bonds),
        angles: estimated(wire.provenance.angles),
        dihedrals: estimated(wire.provenance.dihedrals),
        impropers: estimated(wire.provenance.impropers),
      },
    },
  };
}

import { createHash } from 'node:crypto';
import type { AtomTypeOption, ParameterRequest, ParameterSet } from '@topoforge/contract';
import type { ForceFieldInfo, Molecule, System, WaterModel, WaterSite } from '@topoforge/chem';
import {
  findForceField,
  findForceFieldModel,
  findWaterModel,
  parameterizeModelWithWater,
  parameterizeWithWater,
  selectAtoms,
  systemToWire,
  typeWater,
} from '@topoforge/chem';
import { badRequest } from '../../../kernel/http/errors.js';
import { checkForceFieldCount } from './selection.js';
import { loadForceFieldParameters, noParametersError } from './force-field-parameters.js';
import { loadForceFieldData } from './force-field-data.js';
import { checkSingleForceField, gaffBackup, HESSIAN_UNITED_ATOM } from './mixing.js';
import { fitFromHessian } from './hessian-fit.js';
import { readWizardMol2 } from './structure.js';

export const ACCURATE_MODE_MESSAGE = {
  en: 'in accurate mode, atoms other than water force field must use the same force field',
  zh: '精确模式下，除水模型外的原子必须使用同一力场',
};

export interface ParameterSetDeps {
  readonly gaffDat: string;
  /** gromacs-data's topology folder (oplsaa.ff, gromos54a7.ff). */
  readonly gromacsTop: string;
  readonly version: string;
  /** Premium users may use more than 5 force fields (spec 000 §6). */
  readonly premium?: boolean;
}

/**
 * The atom-parameter call (spec 000 §7): the typed mol2 → the parameter set in the wire form, with
 * meta. Atoms of type Lp are left out; water atoms take their model; every other atom its chosen force
 * field's parameters through the missing-parameter cascade.
 */
export async function buildParameterSet(
  req: ParameterRequest,
  deps: ParameterSetDeps,
): Promise<ParameterSet> {
  const original = readWizardMol2(req.data);
  const choices = checkedChoices(req.atomtype, original.atomCount);
  const keep = choices.flatMap((c, i) => (c[0]?.type === 'Lp' ? [] : [i]));
  const mol = keep.length === original.atomCount ? original : selectAtoms(original, keep);
  const chosen = keep.map((i) => choices[i] ?? []);
  const water = waterOf(mol, chosen, req.watermodel);
  const inWater = new Set(
    water?.waters.flatMap((w) => [w.o, w.h1, w.h2, ...(w.m === undefined ? [] : [w.m])]),
  );
  const solute = chosen.map((_, i) => i).filter((i) => !inWater.has(i));
  const named = new Set(solute.flatMap((i) => (chosen[i] ?? []).map((o) => o.name)));
  checkForceFieldCount(named.size, deps.premium ?? false);
  const main = mainForceField(chosen, solute, req.search_mode);
  const model = main && main.name !== 'GAFF' ? findForceFieldModel(main.name) : undefined;
  const paths = { gaffDat: deps.gaffDat, gromacsTop: deps.gromacsTop };
  const useCurrentStructure = req.use_current_structure as 0 | 1 | 2 | 3;
  if (model) {
    checkSingleForceField(chosen, solute, model.name);
    if (model.unitedAtom && req.use_mseminario !== 0)
      throw badRequest('hessian-united-atom', HESSIAN_UNITED_ATOM);
    const data = await loadForceFieldData(model.needs, paths);
    const built = parameterizeModelWithWater(mol, model, {
      types: chosen.map((c) => c[0]?.type ?? ''),
      charges: mol.partialCharges ?? new Float64Array(mol.atomCount),
      data,
      useCurrentStructure,
      water,
    });
    const system = model.unitedAtom ? built.system : fitFromHessian(built.system, req, water);
    return answer(system, req, {
      forceFields: [model.name],
      backup: null,
      waterModel: water?.model.name ?? null,
      version: deps.version,
      cell: original.cell,
    });
  }
  const backupTerms = await gaffBackup(mol, chosen, solute, req.backup, main, paths);
  const forceField = main ? await loadForceFieldParameters(main, deps.gaffDat) : undefined;
  const fuzzy = req.search_mode === 'fuzzy';
  const built = parameterizeWithWater(mol, {
    types: chosen.map((c) => c[0]?.type ?? ''),
    charges: mol.partialCharges ?? new Float64Array(mol.atomCount),
    forceField,
    backupTerms,
    alternatives: fuzzy
      ? chosen.map((c) =>
          c
            .slice(1)
            .filter((o) => o.name === c[0]?.name)
            .map((o) => o.type),
        )
      : [],
    useCurrentStructure,
    water,
    ...(main ? { defaults: main.defaults } : {}),
  });
  const system = fitFromHessian(built.system, req, water);
  return answer(system, req, {
    forceFields: [...new Set(solute.map((i) => chosen[i]?.[0]?.name ?? ''))],
    backup: backupTerms?.name ?? null,
    waterModel: water?.model.name ?? null,
    version: deps.version,
    cell: original.cell,
  });
}

function checkedChoices(atomtype: readonly AtomTypeOption[][], atomCount: number): AtomTypeOption[][] {
  if (atomtype.length !== atomCount) {
    throw badRequest('invalid-request', {
      en: `body field 'atomtype': ${atomtype.length} entries but data.mol2 has ${atomCount} atoms; send one list per atom`,
      zh: `atomtype 有 ${atomtype.length} 项，但 data.mol2 有 ${atomCount} 个原子；每个原子需一项`,
    });
  }
  atomtype.forEach((list, i) => {
    const first = list[0];
    if (!first || first.name.trim() === '' || first.type.trim() === '') {
      throw badRequest('atom-untyped', {
        en: `atom ${i + 1} has no atom type (name and type)`,
        zh: `原子 ${i + 1} 没有原子类型（name 和 type）`,
      });
    }
    if (first.type === 'DU') {
      throw badRequest('atom-type-du', {
        en: `atom ${i + 1} has the placeholder type DU; choose an atom type for it`,
        zh: `原子 ${i + 1} 的类型为占位类型 DU，请为其选择原子类型`,
      });
    }
  });
  return atomtype.map((list) => [...list]);
}

/** The water model the chosen types name, its waters, and a check that those atoms really are its water. */
function waterOf(
  mol: Molecule,
  chosen: readonly AtomTypeOption[][],
  requested: string | undefined,
): { model: WaterModel; waters: WaterSite[] } | undefined {
  const names = new Set(
    chosen.map((c) => c[0]?.name ?? '').filter((n) => !findForceField(n) && findWaterModel(n) !== undefined),
  );
  if (names.size === 0) return undefined;
  const models = [...names].map((n) => findWaterModel(n) as WaterModel);
  const model = models[0] as WaterModel;
  if (new Set(models).size > 1) {
    throw badRequest('invalid-water-model', {
      en: 'only one water model may be used',
      zh: '只能使用一个水模型',
    });
  }
  const other = requested && requested !== '-' ? findWaterModel(requested) : undefined;
  if (other && other !== model) {
    throw badRequest('invalid-water-model', {
      en: `body field 'watermodel' is ${other.name} but the atom types name ${model.name}`,
      zh: `watermodel 为 ${other.name}，但原子类型使用的是 ${model.name}`,
    });
  }
  const typing = typeWater(mol, model);
  chosen.forEach((c, i) => {
    const first = c[0];
    if (!first || findWaterModel(first.name) !== model) return;
    if (typing.types[i] !== first.type) {
      throw badRequest('invalid-water-type', {
        en: `atom ${i + 1} is typed ${first.type} of ${model.name} but is ${typing.types[i] ?? 'not a site'} of a ${model.name} water${model.sites === 4 ? ' (4-site models need the four-point conversion first)' : ''}`,
        zh: `原子 ${i + 1} 被设为 ${model.name} 的 ${first.type}，但它不是该水模型水分子中的 ${first.type}`,
      });
    }
  });
  const isModel = (i: number): boolean => findWaterModel(chosen[i]?.[0]?.name ?? '') === model;
  const waters = typing.waters.filter((w) => isModel(w.o) || isModel(w.h1) || isModel(w.h2));
  for (const w of waters) {
    const sites = [w.o, w.h1, w.h2, ...(w.m === undefined ? [] : [w.m])];
    const mixed = sites.find((i) => !isModel(i));
    if (mixed !== undefined) {
      throw badRequest('invalid-water-type', {
        en: `atom ${mixed + 1} belongs to a ${model.name} water but is typed otherwise; type the whole water with one model`,
        zh: `原子 ${mixed + 1} 属于 ${model.name} 水分子，但类型不同；整个水分子须使用同一水模型`,
      });
    }
  }
  return { model, waters };
}

/**
 * The force field of the non-water atoms (the first atom's, or GAFF when any atom names it); accurate
 * mode allows one only (spec 000 §5).
 */
function mainForceField(
  chosen: readonly AtomTypeOption[][],
  solute: readonly number[],
  mode: 'fuzzy' | 'accurate',
): ForceFieldInfo | undefined {
  const names = [...new Set(solute.map((i) => chosen[i]?.[0]?.name ?? ''))];
  if (mode === 'accurate' && names.length > 1) throw badRequest('accurate-mode', ACCURATE_MODE_MESSAGE);
  let main: ForceFieldInfo | undefined;
  for (const i of solute) {
    const name = chosen[i]?.[0]?.name ?? '';
    const ff = findForceField(name);
    if (!ff) {
      throw badRequest('invalid-forcefield', {
        en: `atom ${i + 1}: unknown force field '${name}'`,
        zh: `原子 ${i + 1}：未知力场 '${name}'`,
      });
    }
    if (!ff.parameters) throw noParametersError(ff.name, i);
    main ??= ff;
  }
  // GAFF hosts atoms of other force fields through its backup (mixing.ts), so it leads any mix.
  return names.includes('GAFF') ? findForceField('GAFF') : main;
}

function answer(
  system: System,
  req: ParameterRequest,
  m: {
    forceFields: string[];
    backup: string | null;
    waterModel: string | null;
    version: string;
    cell: Molecule['cell'];
  },
): ParameterSet {
  const wire = systemToWire(system);
  const estimated = (rows: readonly { estimated: boolean }[]): number =>
    rows.filter((p) => p.estimated).length;
  return {
    ...wire,
    meta: {
      inputSha256: createHash('sha256').update(req.data).digest('hex'),
      forceFields: m.forceFields,
      backup: m.backup,
      waterModel: m.waterModel,
      chargeMethod: req.charge_type ?? null,
      program: { name: 'TopoForge', version: m.version },
      cell: m.cell ? m.cell.vectors.flatMap((row) => [...row]) : null,
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

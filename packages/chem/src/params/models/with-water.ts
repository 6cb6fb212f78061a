import type { Diagnostic } from '../../core/diagnostics.js';
import { selectAtoms } from '../../core/edit/select-atoms.js';
import type { Molecule } from '../../core/molecule.js';
import type { System } from '../../core/system.js';
import { findWaters } from '../../forcefields/water/find-waters.js';
import { composeSystems } from '../compose-systems.js';
import { parameterizeWithWater } from '../water-system.js';
import type { ForceFieldModel, ModelParameterizeInput, ModelWater } from './force-field-models.js';

export interface ModelWithWaterInput extends ModelParameterizeInput {
  /** The waters `model` covers (each with its M site for 4-site models). */
  readonly water?: ModelWater | undefined;
}

/**
 * The one place solute and model water meet. A model that takes water into its own tables (GAFF) does
 * both in one pass; otherwise the solute is parameterized by its own model, the waters by the water
 * model, and the two parts joined (composeSystems) under the solute force field's [ defaults ].
 * United-atom solutes lose their absorbed hydrogens, so the System's molecule is the input without
 * them; `atoms` maps back.
 */
export function parameterizeModelWithWater(
  mol: Molecule,
  model: ForceFieldModel,
  input: ModelWithWaterInput,
): { system: System; diagnostics: Diagnostic[]; atoms: readonly number[] } {
  if (model.parameterizeWithWater) {
    return input.water
      ? model.parameterizeWithWater(mol, input, input.water)
      : model.parameterize(mol, input);
  }
  const inWater = new Set(
    input.water?.waters.flatMap((w) => [w.o, w.h1, w.h2, ...(w.m === undefined ? [] : [w.m])]) ?? [],
  );
  const solute = Array.from({ length: mol.atomCount }, (_, i) => i).filter((i) => !inWater.has(i));
  const water = [...inWater].sort((a, b) => a - b);
  const parts: { system: System; atoms: number[] }[] = [];
  const diagnostics: Diagnostic[] = [];
  let defaults: System['defaults'] | undefined;
  if (solute.length > 0) {
    const soluteMol = solute.length === mol.atomCount ? mol : selectAtoms(mol, solute);
    const built = model.parameterize(soluteMol, {
      ...input,
      types: solute.map((i) => input.types[i] ?? ''),
      charges: Float64Array.from(solute, (i) => input.charges[i] ?? 0),
    });
    parts.push({ system: built.system, atoms: built.atoms.map((k) => solute[k] ?? -1) });
    for (const item of built.diagnostics.map((d) => remapped(d, (k) => solute[built.atoms[k] ?? k] ?? k)))
      diagnostics.push(item);
    defaults = built.system.defaults;
  }
  if (input.water && water.length > 0) {
    const waterMol = selectAtoms(mol, water);
    const built = parameterizeWithWater(waterMol, {
      types: water.map(() => ''),
      charges: new Float64Array(water.length),
      water: { model: input.water.model, waters: findWaters(waterMol) },
    });
    parts.push({ system: built.system, atoms: water });
    defaults ??= built.system.defaults;
  }
  const kept = parts.flatMap((p) => p.atoms).sort((a, b) => a - b);
  const position = new Map(kept.map((atom, k) => [atom, k]));
  const whole = kept.length === mol.atomCount ? mol : selectAtoms(mol, kept);
  const system = composeSystems(
    whole,
    parts.map((p) => ({ system: p.system, atoms: p.atoms.map((a) => position.get(a) ?? -1) })),
    defaults ?? (parts[0]?.system.defaults as System['defaults']),
  );
  return {
    system,
    diagnostics: diagnostics.map((d) => remapped(d, (a) => position.get(a) ?? a)),
    atoms: kept,
  };
}

function remapped(d: Diagnostic, map: (atom: number) => number): Diagnostic {
  return d.atoms ? { ...d, atoms: d.atoms.map(map) } : d;
}

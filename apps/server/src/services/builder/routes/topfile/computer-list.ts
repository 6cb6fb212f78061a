import type { ForceFieldInfo } from '@topoforge/chem';
import { FORCE_FIELDS } from '@topoforge/chem';

/**
 * GET topfile/computerlist (001 §2.6 variant D, §4): the force fields for which the framework page offers
 * only lammps and moltemplate. Those of the UFF family (UFF, UFF4MOF): their cosine-series angles and
 * inversions (ADR 0015, forms 101 and 102) have no GROMACS form. Only force fields the server types are
 * listed, so the list grows as typers are registered.
 */
export function computerList(registry: readonly ForceFieldInfo[] = FORCE_FIELDS): string[] {
  return registry.filter((f) => f.typer && f.family === 'uff').map((f) => f.name);
}

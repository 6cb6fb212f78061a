/**
 * The computing softwares of spec 000 §9 in the wizard's order, declared once (the contract's topfile
 * routes and the builder pages read it): "gromacs, lammps, amber, moltemplate, openmm, tinker, charmm,
 * raspa, NAMD, GOMC, plus Gaussian, ORCA, Gear for non-crystal materials only". `id` is the download
 * path's name and, where TopoForge writes the files, the engine writer's id (writers/registry.ts).
 */
export const COMPUTING_SOFTWARES = [
  { id: 'gromacs', label: 'gromacs', moleculesOnly: false },
  { id: 'lammps', label: 'lammps', moleculesOnly: false },
  { id: 'amber', label: 'amber', moleculesOnly: false },
  { id: 'moltemplate', label: 'moltemplate', moleculesOnly: false },
  { id: 'openmm', label: 'openmm', moleculesOnly: false },
  { id: 'tinker', label: 'tinker', moleculesOnly: false },
  { id: 'charmm', label: 'charmm', moleculesOnly: false },
  { id: 'raspa', label: 'raspa', moleculesOnly: false },
  { id: 'namd', label: 'NAMD', moleculesOnly: false },
  { id: 'gomc', label: 'GOMC', moleculesOnly: false },
  { id: 'gaussian', label: 'Gaussian', moleculesOnly: true },
  { id: 'orca', label: 'ORCA', moleculesOnly: true },
  { id: 'gear', label: 'Gear', moleculesOnly: true },
] as const;

export type ComputingSoftwareId = (typeof COMPUTING_SOFTWARES)[number]['id'];

/** What a molecule flow offers: the whole list (000 §9). */
export const MOLECULE_SOFTWARES: readonly ComputingSoftwareId[] = COMPUTING_SOFTWARES.map((s) => s.id);

/** What a crystal flow offers: the list less Gaussian, ORCA and Gear (000 §9 "for non-crystal materials only"). */
export const CRYSTAL_SOFTWARES: readonly ComputingSoftwareId[] = COMPUTING_SOFTWARES.filter(
  (s) => !s.moleculesOnly,
).map((s) => s.id);

import type { System } from '@topoforge/chem';

/** What a coarse-grained download holds beyond the atomistic counts (issue 21): the manifest's words. */
export interface CoarseGrainedManifest {
  readonly beads: number;
  readonly constraints: number;
  /** GROMACS nrexcl of the set (Martini: 1). */
  readonly nrexcl: number;
  /** The file the topology #includes for the bead types' non-bonded parameters; null when the zip has them. */
  readonly externalNonbonded: { readonly file: string; readonly configuredPath: string } | null;
}

/** The coarse-grained part of the manifest, or null for a System with none of a CG System's fields. */
export function coarseGrainedManifest(system: System): CoarseGrainedManifest | null {
  const constraints = system.constraints?.length ?? 0;
  const external = system.externalNonbonded;
  if (constraints === 0 && system.exclusionDepth === undefined && !external) return null;
  return {
    beads: system.atoms.length,
    constraints,
    nrexcl: system.exclusionDepth ?? 3,
    externalNonbonded: external ? { file: external.file, configuredPath: external.configuredPath } : null,
  };
}

/**
 * README lines of a coarse-grained zip. Without the official non-bonded file the topology is not
 * complete until the user adds it, so the README says which file, from where, and where to put it.
 */
export function coarseGrainedReadmeLines(cg: CoarseGrainedManifest | null, resname: string): string[] {
  if (!cg) return [];
  const lines = [
    `  coarse-grained: ${cg.beads} beads, ${cg.constraints} constraints, non-bonded exclusions up to ${cg.nrexcl} bond(s) apart (nrexcl ${cg.nrexcl})`,
  ];
  const external = cg.externalNonbonded;
  if (external) {
    lines.push(
      `  NOT COMPLETE: the bead types' non-bonded parameters are in ${external.file}, which ${resname}.top #includes.`,
      `    Add ${external.file} (the official Martini 3.0.0 release, cgmartini.nl) beside ${resname}.top before running.`,
      `    An administrator who places it at the server's ${external.configuredPath} lets TopoForge write the`,
      '    pair coefficients itself (and for the other programs).',
    );
  }
  return lines;
}

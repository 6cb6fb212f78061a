/**
 * Sources of the OPLS-AA typing rules. Every rule names the oplsaa.ff type it gives (its line in
 * gromacs-data's ffnonbonded.itp, its description in atomtypes.atp) and the paper the type comes from.
 */
export const OPLS_REFERENCES = {
  JMT1996:
    'Jorgensen, Maxwell & Tirado-Rives, J. Am. Chem. Soc. 1996, 118, 11225 (OPLS-AA: alkanes, alkenes, alcohols, ethers, carbonyls, amides, sulfur groups, aromatics)',
  KFTJ2001:
    'Kaminski, Friesner, Tirado-Rives & Jorgensen, J. Phys. Chem. B 2001, 105, 6474 (OPLS-AA/L; protein side chains)',
  JS1990: 'Jorgensen & Severance, J. Am. Chem. Soc. 1990, 112, 4768 (benzene and aromatics)',
  MJ1998:
    'McDonald & Jorgensen, J. Phys. Chem. B 1998, 102, 8049 (pyrrole, furan, diazoles, oxazoles; indole)',
  JM1998: 'Jorgensen & McDonald, J. Mol. Struct. THEOCHEM 1998, 424, 145 (pyridine and diazenes)',
  RJ1999: 'Rizzo & Jorgensen, J. Am. Chem. Soc. 1999, 121, 4827 (amines, amides)',
  POJ2001:
    'Price, Ostrovsky & Jorgensen, J. Comput. Chem. 2001, 22, 1340 (esters, nitriles, nitro compounds)',
  FF: "gromacs-data oplsaa.ff: the type's description in atomtypes.atp (no paper named there)",
} as const;
export type OplsReference = keyof typeof OPLS_REFERENCES;

/**
 * One typing rule. Rules of an element are tried in order and the first whose pattern matches at
 * the atom wins, so more specific rules come first. `type: null` marks a group oplsaa.ff has no
 * types for: the atom is reported instead of typed. `approximate` marks a rule that borrows the
 * closest documented type where the force field defines none; typing then warns.
 */
export interface OplsRule {
  readonly type: string | null;
  /** SMARTS subset (pattern.ts); the first atom is the typed one. */
  readonly pattern: string;
  /** atomtypes.atp description of `type`, or why the group is not covered. */
  readonly description: string;
  readonly ref: OplsReference;
  readonly approximate?: string;
}

export const rule = (
  type: string | null,
  pattern: string,
  description: string,
  ref: OplsReference,
): OplsRule => ({
  type,
  pattern,
  description,
  ref,
});

export const approx = (type: string, pattern: string, description: string, why: string): OplsRule => ({
  type,
  pattern,
  description,
  ref: 'FF',
  approximate: why,
});

export const none = (pattern: string, why: string): OplsRule => ({
  type: null,
  pattern,
  description: why,
  ref: 'FF',
});

/**
 * The four sp3 carbons (CH3, CH2, CH, C) bonded to one group `x` and otherwise only to carbons and
 * hydrogens, as the OPLS tables list them (e.g. #181–#184 for ethers). Undefined entries are skipped.
 */
export function sp3Family(
  x: string,
  entries: readonly (readonly [string, string] | undefined)[],
  ref: OplsReference,
): OplsRule[] {
  const patterns = [
    `[CX4;H3]-${x}`,
    `[CX4;H2](-${x})-[#6]`,
    `[CX4;H1](-${x})(-[#6])-[#6]`,
    `[CX4;H0](-${x})(-[#6])(-[#6])-[#6]`,
  ];
  return entries.flatMap((e, k) => (e === undefined ? [] : [rule(e[0], patterns[k]!, e[1], ref)]));
}

/**
 * The chemistry a Martini 3 building block is recognised by: each heavy atom of a bead gets one of these
 * labels from its bonded pattern in the whole molecule (coarse/mapping/atom-groups.ts), and a bead's
 * fragment key is the set of its labels. Heteroatom labels name the functional group; the carbon labels
 * ('aromatic-c', 'fused-pair', 'branch',
 * 'alkyl', 'alkene', 'vinyl', 'quinone-c') describe beads without heteroatoms.
 */
export type FragmentGroup =
  // Oxygen
  | 'carboxylic-acid'
  | 'carboxylate'
  | 'ester'
  | 'alcohol'
  | 'alcohol-cf3'
  | 'ring-alcohol'
  | 'phenol'
  | 'aldehyde'
  | 'aryl-aldehyde'
  | 'ketone'
  | 'aryl-ketone'
  | 'ring-ketone'
  | 'quinone'
  | 'ether'
  | 'ring-ether'
  | 'ring-diether'
  | 'acetal'
  | 'aryl-ether'
  | 'aromatic-o'
  | 'water'
  /** P with three or more O and those O (a phosphate / phosphodiester). */
  | 'phosphate'
  // Nitrogen
  | 'nitro'
  | 'nitrile'
  | 'primary-ammonium'
  | 'quaternary-ammonium'
  | 'ammonium'
  /** The N of a charged guanidinium C(N)3+ (arginine). */
  | 'guanidinium'
  | 'aromatic-n'
  | 'aromatic-nh'
  | 'aromatic-n-alkyl'
  | 'primary-amide'
  | 'amide'
  | 'aniline'
  | 'aryl-tertiary-amine'
  | 'aryl-secondary-amine'
  | 'primary-amine'
  | 'amine'
  // Sulfur
  | 'aromatic-s'
  | 'thiol'
  | 'thioether'
  // Halogens (on the halogen atoms)
  | 'aryl-f'
  | 'aryl-cl'
  | 'aryl-br'
  | 'aryl-i'
  | 'cf3'
  | 'ccl3'
  | 'alkyl-halide'
  // Carbon-only beads
  | 'aromatic-c'
  | 'fused-pair'
  /** Two or more carbons of an alkyl bead branch off one carbon inside the bead. */
  | 'branch'
  /** A ring C=C of a quinone (benzoquinone's CH=CH beads). */
  | 'quinone-c'
  | 'alkyl'
  | 'alkene'
  | 'vinyl'
  // Anything the labels above do not describe (P, B, Si, imines, sulfoxides, …): never in a block.
  | 'other';

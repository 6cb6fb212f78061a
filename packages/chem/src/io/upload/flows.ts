/**
 * Upload rules per upload flow, as one table. Each row cites the spec section it comes from
 * (000 = core wizard spec, 001 = builders spec). Extensions are lower-case, without the dot. The texts
 * shown for a refused upload are the apps' (their message catalogues, keyed by the failure's code).
 */

/** The upload-rule ids: declared here once; the contract's `flow` field and the builder pages read them. */
export const UPLOAD_FLOW_IDS = [
  'molecule',
  'general',
  'crystal',
  'small-molecule',
  'coarse-grained',
] as const;
export type UploadFlow = (typeof UPLOAD_FLOW_IDS)[number];

export interface UploadFlowRule {
  /** In the order the spec's refusal message lists them. */
  readonly extensions: readonly string[];
  readonly atomLimit: number;
}

/** 1 MB as the spec defines it (000 §5, §9; 001 §5): 1048576 bytes, inclusive. */
export const UPLOAD_SIZE_LIMIT_BYTES = 1_048_576;

/**
 * The spec's four (000 §5) and SD files (issue 15.8: users bring them from PubChem, ChEMBL, RDKit); the
 * refusal message lists all five, so it stays true. An SD file with several records gives its first.
 */
const MOLECULE_EXTENSIONS = ['mol', 'pdb', 'xyz', 'mol2', 'sdf'] as const;

export const UPLOAD_FLOWS: Readonly<Record<UploadFlow, UploadFlowRule>> = {
  // 000 §5 "molecule flow of another reading" (4000); 001 §5 "Molecule flow (non-polymer wizard)".
  molecule: { extensions: MOLECULE_EXTENSIONS, atomLimit: 4000 },
  // 000 §5 "1000 … in the general flow of one reading"; extensions as for normal structures.
  general: { extensions: MOLECULE_EXTENSIONS, atomLimit: 1000 },
  /*
   * 000 §5 "Crystal mode" and "1000 … in the crystal flow"; 001 §5 crystal flow. The spec has two
   * readings: cif, vasp, gjf, car (message lists .vasp, .cif, .gjf, .car), or only cif and vasp (001 §5).
   * We take the four-format reading, since all four have readers, in its message's order.
   */
  crystal: { extensions: ['vasp', 'cif', 'gjf', 'car'], atomLimit: 1000 },
  // 000 §5 "5000 in the small-molecule and coarse-grained flow"; 001 §5 "Small molecule".
  'small-molecule': { extensions: MOLECULE_EXTENSIONS, atomLimit: 5000 },
  // 000 §5 "5000 in the small-molecule and coarse-grained flow".
  'coarse-grained': { extensions: MOLECULE_EXTENSIONS, atomLimit: 5000 },
};

/** Whether a name (a request field, a CLI option) is one of the upload-rule ids. */
export const isUploadFlow = (name: string): name is UploadFlow => Object.hasOwn(UPLOAD_FLOWS, name);

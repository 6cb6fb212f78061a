/**
 * Upload rules per wizard flow, as one table. Each row cites the spec section it comes from
 * (000 = core wizard spec, 001 = builders spec). Extensions are lower-case, without the dot.
 */
export type UploadFlow = 'molecule' | 'general' | 'crystal' | 'small-molecule' | 'coarse-grained';

/** A user-facing message in both interface languages of the spec. */
export interface LocalizedMessage {
  readonly en: string;
  readonly zh: string;
}

export interface UploadFlowRule {
  readonly extensions: readonly string[];
  readonly atomLimit: number;
  /** Shown when the extension is not in `extensions`. */
  readonly extensionMessage: LocalizedMessage;
}

/** 1 MB as the spec defines it (000 §5, §9; 001 §5): 1048576 bytes, inclusive. */
export const UPLOAD_SIZE_LIMIT_BYTES = 1_048_576;

const MOLECULE_EXTENSIONS = ['mol', 'pdb', 'xyz', 'mol2'] as const;

const MOLECULE_MESSAGE: LocalizedMessage = {
  en: 'only .mol, .pdb, .xyz, .mol2 files are supported',
  zh: '目前只支持.mol、.pdb、.xyz、.mol2文件上传',
};

/**
 * The spec has two readings of the crystal flow (000 §5): cif, vasp, gjf, car, or only cif and vasp
 * (001 §5, zh '目前只支持.vasp、.cif文件上传'). We take the four-format reading, since all four have
 * readers; its zh text follows the two-format message's pattern with the two extra extensions.
 */
const CRYSTAL_MESSAGE: LocalizedMessage = {
  en: 'only .vasp, .cif, .gjf, .car files are supported',
  zh: '目前只支持.vasp、.cif、.gjf、.car文件上传',
};

export const UPLOAD_FLOWS: Readonly<Record<UploadFlow, UploadFlowRule>> = {
  // 000 §5 "molecule flow of another reading" (4000); 001 §5 "Molecule flow (non-polymer wizard)".
  molecule: { extensions: MOLECULE_EXTENSIONS, atomLimit: 4000, extensionMessage: MOLECULE_MESSAGE },
  // 000 §5 "1000 … in the general flow of one reading"; extensions as for normal structures.
  general: { extensions: MOLECULE_EXTENSIONS, atomLimit: 1000, extensionMessage: MOLECULE_MESSAGE },
  // 000 §5 "Crystal mode" (four-format reading) and "1000 … in the crystal flow"; 001 §5 crystal flow.
  crystal: { extensions: ['cif', 'vasp', 'gjf', 'car'], atomLimit: 1000, extensionMessage: CRYSTAL_MESSAGE },
  // 000 §5 "5000 in the small-molecule and coarse-grained flow"; 001 §5 "Small molecule".
  'small-molecule': { extensions: MOLECULE_EXTENSIONS, atomLimit: 5000, extensionMessage: MOLECULE_MESSAGE },
  // 000 §5 "5000 in the small-molecule and coarse-grained flow".
  'coarse-grained': { extensions: MOLECULE_EXTENSIONS, atomLimit: 5000, extensionMessage: MOLECULE_MESSAGE },
};

/** 000 §5 / 001 §5: 'file size exceeds 1M limit' / '文件大小超出1M限制'. */
export const SIZE_MESSAGE: LocalizedMessage = { en: 'file size exceeds 1M limit', zh: '文件大小超出1M限制' };

/** 000 §5: 'atom count cannot exceed N'; 001 §5: '原子个数不能超过N个'. */
export const atomLimitMessage = (limit: number): LocalizedMessage => ({
  en: `atom count cannot exceed ${limit}`,
  zh: `原子个数不能超过${limit}个`,
});

import { entry } from './entry.js';
import type { MessageCatalogue } from './types.js';

/** Bytes in the spec's "1M" (000 §5: 1 MB = 1048576 bytes). */
const MEGABYTE = 1_048_576;

/**
 * chem's upload refusals (io/upload check-upload.ts) in the spec's words (000 §5, 001 §5). The data are
 * chem's: the extensions in the order the spec's message lists them, the limit in bytes or atoms.
 */
export const UPLOAD_MESSAGES: MessageCatalogue = {
  // 'only .mol, .pdb, .xyz, .mol2 files are supported' / '目前只支持.mol、.pdb、.xyz、.mol2文件上传'.
  'upload-extension': entry<{ extensions: readonly string[] }>(({ extensions }) => {
    const dotted = extensions.map((e) => `.${e}`);
    return {
      en: `only ${dotted.join(', ')} files are supported`,
      zh: `目前只支持${dotted.join('、')}文件上传`,
    };
  }),
  // 'file size exceeds 1M limit' / '文件大小超出1M限制'.
  'upload-size': entry<{ limit: number }>(({ limit }) => ({
    en: `file size exceeds ${limit / MEGABYTE}M limit`,
    zh: `文件大小超出${limit / MEGABYTE}M限制`,
  })),
  // Issue 16.6: an empty file is said to be empty, naming it (chem's emptyFailure).
  'upload-empty': entry<{ file: string }>(({ file }) => ({
    en: `${file}: the file is empty`,
    zh: `${file}：文件为空`,
  })),
  // 'atom count cannot exceed N' / '原子个数不能超过N个'.
  'upload-atom-count': entry<{ limit: number }>(({ limit }) => ({
    en: `atom count cannot exceed ${limit}`,
    zh: `原子个数不能超过${limit}个`,
  })),
};

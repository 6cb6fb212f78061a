import { entry, fixed } from './entry.js';
import type { MessageCatalogue } from './types.js';

/**
 * The coarse-grained builder's texts (issue 21; 001 §4 bead rules). Keys are `invalid-request/cg-<reason>`,
 * one per refusal of chem's coarse/mapping (data.reason) and of the server's input checks. The spec gives
 * "atom already in bead Bn" and "some atoms are not cut into a bead"; the rest are ours.
 */
interface BeadData {
  readonly bead?: string;
  readonly otherBead?: string;
  readonly atom?: number;
  readonly max?: number;
}

export const COARSE_MESSAGES: MessageCatalogue = {
  'invalid-request/cg-atom-in-two-beads': entry<BeadData>((d) => ({
    en: `Bead ${d.bead ?? ''}: atom already in bead ${d.otherBead ?? ''}.`,
    zh: `珠子${d.bead ?? ''}：原子已在珠子${d.otherBead ?? ''}中。`,
  })),
  'invalid-request/cg-atoms-not-in-bead': fixed(
    'Some atoms are not cut into a bead.',
    '部分原子未被划分到珠子中。',
  ),
  'invalid-request/cg-bead-not-connected': entry<BeadData>((d) => ({
    en: `The atoms of bead ${d.bead ?? ''} are not connected.`,
    zh: `珠子${d.bead ?? ''}中的原子彼此不相连。`,
  })),
  'invalid-request/cg-empty-bead': entry<BeadData>((d) => ({
    en: `Bead ${d.bead ?? ''} has no atoms.`,
    zh: `珠子${d.bead ?? ''}中没有原子。`,
  })),
  'invalid-request/cg-not-heavy-atom': entry<BeadData>((d) => ({
    en: `Atom ${d.atom ?? ''} in bead ${d.bead ?? ''} is not a heavy atom of the molecule.`,
    zh: `珠子${d.bead ?? ''}中的原子${d.atom ?? ''}不是该分子的非氢原子。`,
  })),
  'invalid-request/cg-no-molecule': fixed('The mol2 holds no molecule.', 'mol2 中没有分子。'),
  'invalid-request/cg-too-many-atoms': entry<BeadData>((d) => ({
    en: `At most ${d.max ?? ''} atoms can be coarse-grained.`,
    zh: `最多只能对 ${d.max ?? ''} 个原子进行粗粒化。`,
  })),
};

import type { SupportedForms } from './engine-writer.js';

/**
 * What each GROMACS function type of the System (`funct`) and each combination rule means, for
 * people (docs/engines.md, messages). Every code a `SupportedForms` can hold has a name here.
 */
export const FORM_NAMES: { readonly [K in keyof SupportedForms]: Readonly<Record<number, string>> } = {
  bonds: { 1: 'harmonic' },
  angles: { 1: 'harmonic', 2: 'cosine harmonic', 101: 'UFF Fourier', 102: 'cosine periodic' },
  dihedrals: { 9: 'periodic series', 1: 'periodic', 3: 'Ryckaert–Bellemans' },
  impropers: { 4: 'periodic', 2: 'harmonic', 101: 'UFF Fourier inversion', 102: 'DREIDING umbrella' },
  combinationRules: {
    1: 'geometric C6 and C12',
    2: 'Lorentz–Berthelot (σ arithmetic, ε geometric)',
    3: 'geometric σ and ε',
  },
};

/** The term kinds in the order documents list them. */
export const FORM_KINDS: readonly (keyof SupportedForms)[] = [
  'bonds',
  'angles',
  'dihedrals',
  'impropers',
  'combinationRules',
];

/** "harmonic (1), periodic (4)": the forms of one kind, named, with their codes. */
export const formList = (kind: keyof SupportedForms, codes: readonly number[]): string =>
  codes.map((c) => `${FORM_NAMES[kind][c] ?? 'unknown'} (${c})`).join(', ');

/**
 * Chain-end groups (issue 18.1): each as a SMILES with one `*` where it bonds to the chain's first
 * (head end) or last (tail end) unit. With no end group the chain ends keep the cap hydrogens of the
 * capped units, which is the 'H' entry. `value` is the text the chooser shows.
 */
export interface EndGroupEntry {
  readonly id: string;
  readonly value: string;
  readonly smiles: string;
}

const e = (id: string, value: string, smiles: string): EndGroupEntry => ({ id, value, smiles });

/** The same groups serve both ends (the list call's type=head|tail). */
export const END_GROUPS: readonly EndGroupEntry[] = [
  e('H', 'H', '*[H]'),
  e('CH3', 'CH3', '*C'),
  e('C2H5', 'C2H5', '*CC'),
  e('nC4H9', 'n-C4H9', '*CCCC'),
  e('tC4H9', 't-C4H9', '*C(C)(C)C'),
  e('OH', 'OH', '*O'),
  e('OCH3', 'OCH3', '*OC'),
  e('NH2', 'NH2', '*N'),
  e('COOH', 'COOH', '*C(=O)O'),
  e('COOCH3', 'COOCH3', '*C(=O)OC'),
  e('CN', 'CN', '*C#N'),
  e('F', 'F', '*F'),
  e('Cl', 'Cl', '*Cl'),
  e('Br', 'Br', '*Br'),
  e('SH', 'SH', '*S'),
  e('Ph', 'C6H5', '*c1ccccc1'),
  e('CH2CH=CH2', 'CH2CH=CH2', '*CC=C'),
  e('CF3', 'CF3', '*C(F)(F)F'),
];

/**
 * OPLS-AA/L bond types that may stand in for one another when oplsaa.ff has no bonded row for the
 * assigned ones, in the manner of parmchk2's atom-type correspondences for GAFF (Wang et al., J Mol
 * Graph Model 2006, 25, 247) and of oplsaa.ff's own rows marked "copy from …" (ffbonded.itp copies
 * CT-CT-SY to CT-NT-SY, SY-CA-CA to S-CM-CM …). The table, its reasons and its penalties are ours:
 * 1 for a variant type oplsaa.ff splits off only to give a few rows of its own, 2–3 for the same
 * element and hybridisation in another ring or valence, 4 for an sp2 carbon read as sp3.
 *
 * `scope` says where a substitution is sound:
 * - 'all': any position of a bond, angle or torsion (the types share bond lengths and geometry);
 * - 'torsion': any position of a torsion, never a bond or an angle (the types share the torsional
 *   environment, not bond lengths or angles);
 * - 'ends': the outer atoms of an angle or torsion only, where the atom's own hybridisation does not
 *   set the term (a torsion is about its central bond, an angle about its centre).
 * Only bonded terms are estimated: an atom type without Lennard-Jones parameters stays an error.
 */
export type AnalogueScope = 'all' | 'torsion' | 'ends';

export interface OplsAnalogue {
  readonly type: string;
  readonly penalty: number;
  readonly scope: AnalogueScope;
  readonly why: string;
}

const sp2ToCt = (from: string): OplsAnalogue => ({
  type: 'CT',
  penalty: 4,
  scope: 'ends',
  why: `${from} (sp2 carbon) as an outer atom read as CT: the term is set by its central atoms`,
});

const heteroaromatic = (from: string): OplsAnalogue[] => [
  {
    type: 'CA',
    penalty: 2,
    scope: 'ends',
    why: `${from} (heteroaromatic / fused-ring carbon) as an outer atom read as benzene CA; not as a centre, whose ring angles differ`,
  },
  sp2ToCt(from),
];

const TABLE: Readonly<Record<string, readonly OplsAnalogue[]>> = {
  C_2: [
    {
      type: 'C',
      penalty: 1,
      scope: 'all',
      why: 'C_2 (aldehyde/ketone/ester C=O carbon) is the carbonyl C that oplsaa.ff splits off for a few ketone rows',
    },
    sp2ToCt('C_2'),
  ],
  C_3: [
    {
      type: 'C',
      penalty: 1,
      scope: 'all',
      why: 'C_3 (carboxylate carbon) is a carbonyl C that oplsaa.ff splits off for its own rows',
    },
  ],
  C: [
    {
      type: 'C_2',
      penalty: 1,
      scope: 'all',
      why: 'C (carbonyl carbon) and C_2 (aldehyde/ketone carbonyl carbon) share the C=O chemistry',
    },
    sp2ToCt('C'),
  ],
  O_2: [
    {
      type: 'O',
      penalty: 1,
      scope: 'all',
      why: 'O_2 (aldehyde/ketone/ester carbonyl O) is the carbonyl O that oplsaa.ff splits off for a few rows',
    },
  ],
  O: [
    {
      type: 'O_2',
      penalty: 1,
      scope: 'all',
      why: 'O (carbonyl O) and O_2 (aldehyde/ketone/ester carbonyl O) share the C=O chemistry',
    },
  ],
  CT_2: [{ type: 'CT', penalty: 1, scope: 'all', why: 'CT_2 is an sp3 CT split off for its own torsions' }],
  CT_3: [{ type: 'CT', penalty: 1, scope: 'all', why: 'CT_3 is an sp3 CT split off for its own torsions' }],
  CT_4: [{ type: 'CT', penalty: 1, scope: 'all', why: 'CT_4 is an sp3 CT split off for its own torsions' }],
  CO: [
    { type: 'CT', penalty: 1, scope: 'all', why: 'CO (acetal/anomeric carbon) is an sp3 CT bonded to two O' },
  ],
  // Only C= → CM at the ends: as a centre, C= may sit on the diene single bond, and CM would make it a double bond.
  'C=': [
    {
      type: 'CM',
      penalty: 1,
      scope: 'ends',
      why: 'C= (inner diene carbon) as an outer atom read as the alkene carbon CM',
    },
    sp2ToCt('C='),
  ],
  CM: [sp2ToCt('CM')],
  CA: [
    {
      type: 'CM',
      penalty: 3,
      scope: 'ends',
      why: 'CA (aromatic carbon) as an outer atom read as the sp2 carbon CM',
    },
    sp2ToCt('CA'),
  ],
  CB: heteroaromatic('CB'),
  CN: heteroaromatic('CN'),
  CR: heteroaromatic('CR'),
  CS: heteroaromatic('CS'),
  CU: heteroaromatic('CU'),
  CV: heteroaromatic('CV'),
  CW: heteroaromatic('CW'),
  CQ: heteroaromatic('CQ'),
  'C*': heteroaromatic('C*'),
  CX: heteroaromatic('CX'),
  CY: [
    {
      type: 'CT',
      penalty: 2,
      scope: 'ends',
      why: 'CY (small-ring sp3 carbon) as an outer atom read as CT; not as a centre, whose ring angles differ',
    },
  ],
  HA: [
    { type: 'HC', penalty: 2, scope: 'ends', why: 'HA (aromatic C-H) and HC (C-H) are both carbon-bound H' },
  ],
  HC: [
    { type: 'HA', penalty: 2, scope: 'ends', why: 'HC (C-H) and HA (aromatic C-H) are both carbon-bound H' },
  ],
  OH: [{ type: 'OS', penalty: 3, scope: 'ends', why: 'OH and OS are both sp3 oxygens' }],
  OS: [{ type: 'OH', penalty: 3, scope: 'ends', why: 'OS and OH are both sp3 oxygens' }],
  SY2: [
    {
      type: 'SY',
      penalty: 1,
      scope: 'all',
      why: 'SY2 (sulfone S) and SY (sulfonamide S) are both tetrahedral S(VI) with two S=O',
    },
  ],
  SZ: [
    {
      type: 'SY2',
      penalty: 3,
      scope: 'torsion',
      why: 'SZ (sulfoxide S) read as the sulfone SY2 for torsions: both tetrahedral S bonded to O, whose methyl/alkyl rotors oplsaa.ff states alike',
    },
  ],
};

/** The analogues of `type` usable at this position, cheapest first (not including `type` itself). */
export function oplsAnalogues(
  type: string,
  kind: 'bond' | 'angle' | 'dihedral',
  outer: boolean,
): OplsAnalogue[] {
  return (TABLE[type] ?? [])
    .filter(
      (a) =>
        a.scope === 'all' || (a.scope === 'torsion' && kind === 'dihedral') || (a.scope === 'ends' && outer),
    )
    .sort((a, b) => a.penalty - b.penalty);
}

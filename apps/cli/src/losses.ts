import type { FormatCapabilities, Molecule, StructureFormat } from '@topoforge/chem';
import { BondOrder } from '@topoforge/chem';

/** One thing a molecule holds, how to tell whether it holds it, and the capability that carries it. */
interface Carried {
  readonly what: string;
  readonly capability: keyof FormatCapabilities;
  readonly present: (m: Molecule) => boolean;
}

const CARRIED: readonly Carried[] = [
  { what: 'the periodic cell', capability: 'cell', present: (m) => m.cell !== undefined },
  { what: 'the bonds', capability: 'bonds', present: (m) => m.bonds.count > 0 },
  { what: 'the bond orders', capability: 'bondOrders', present: hasBondOrders },
  {
    what: 'the formal charges',
    capability: 'formalCharges',
    present: (m) => m.formalCharges.some((q) => q !== 0),
  },
  {
    what: 'the partial charges',
    capability: 'partialCharges',
    present: (m) => m.partialCharges !== undefined,
  },
  {
    what: 'the atom types',
    capability: 'atomTypes',
    present: (m) => m.atomTypes?.some((t) => t !== '') ?? false,
  },
  { what: 'the residues', capability: 'residues', present: hasResidues },
];

/** Only orders beyond single/unknown are information a bonds-only format would lose. */
function hasBondOrders(m: Molecule): boolean {
  return m.bonds.order.some((o) => o !== BondOrder.Single && o !== BondOrder.Unknown);
}

function hasResidues(m: Molecule): boolean {
  const first = m.residues[0];
  return m.residues.length > 1 || (first !== undefined && first.name !== 'UNK');
}

/** What `target` cannot carry of `molecule`, as phrases for a warning ("the periodic cell"). */
export function lostInConversion(molecule: Molecule, target: StructureFormat): string[] {
  const lost = CARRIED.filter((c) => !target.capabilities[c.capability] && c.present(molecule));
  // Losing the bonds loses their orders too; saying both would be noise.
  const noBonds = lost.some((c) => c.capability === 'bonds');
  return lost.filter((c) => !(noBonds && c.capability === 'bondOrders')).map((c) => c.what);
}

import { BondOrder } from '../../core/bond-order.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { ChemError } from '../../core/errors.js';
import { adjacency, type Molecule } from '../../core/molecule.js';
import { connectedComponents } from '../../perception/components.js';
import { perceive } from '../../perception/perceive.js';
import { ANION_RECOGNISERS } from './anions.js';
import { canonicalIons } from './canonical.js';
import { CATION_RECOGNISERS } from './cations.js';
import { hillFormula, ionGraph } from './ion-graph.js';
import type { ClandpIon } from './recognised.js';

export interface ClandpTyping {
  /** One CL&P atom type per atom (il.ff names: NA, CR, CW, HCR, C1, C1A, H1, C2, CS, CT, HC, …). */
  readonly types: string[];
  /** The molecule typed: the input, with bonds, bond orders and formal charges perceived when it had none. */
  readonly molecule: Molecule;
  /** The ions found, one per connected fragment, in order of their first atom. */
  readonly ions: ClandpIon[];
  readonly diagnostics: Diagnostic[];
}

const SUPPORTED =
  '1,3-dialkylimidazolium, N-alkylpyridinium, N,N-dialkylpyrrolidinium, tetraalkylammonium, tetraalkylphosphonium ' +
  '(linear alkyl chains); Cl⁻, Br⁻, BF4⁻, PF6⁻, NTf2⁻, OTf⁻, dicyanamide, acetate';

/**
 * CL&P typing of an ionic liquid: each connected fragment must be one of the ions CL&P covers here,
 * recognised by its bond graph (hydrogens explicit), and gets the types of the CL&P papers. A
 * fragment that matches none throws a ChemError naming its first atom (1-based) and its formula.
 */
export function typeClandp(mol: Molecule): ClandpTyping {
  const diagnostics: Diagnostic[] = [];
  let molecule = withPerceivedBonds(mol, diagnostics);
  const g = ionGraph(molecule);
  const types = new Array<string>(molecule.atomCount).fill('');
  const ions: ClandpIon[] = [];
  const fixed: ClandpIon[] = [];
  for (const atoms of connectedComponents(molecule.atomCount, adjacency(molecule))) {
    const found = recognise(g, atoms);
    if (found === undefined) {
      const formula = hillFormula(molecule.elements, atoms);
      throw new ChemError(
        'missing-parameter',
        `CL&P: the fragment starting at atom ${atoms[0]! + 1} (${formula}) is not an ion CL&P covers here (${SUPPORTED}).`,
        atoms,
      );
    }
    for (const [i, t] of found.types) types[i] = t;
    ions.push({ name: found.name, family: found.family, charge: found.charge, atoms });
    const formal = atoms.reduce((s, i) => s + (molecule.formalCharges[i] ?? 0), 0);
    if (formal !== found.charge) fixed.push(ions[ions.length - 1]!);
  }
  molecule = canonicalIons(molecule, fixed, types);
  for (const ion of fixed) {
    diagnostics.push({
      severity: 'info',
      code: 'clandp-lewis-structure',
      message: `Bond orders and formal charges of the ${ion.name} ion starting at atom ${ion.atoms[0]! + 1} were set from its CL&P types (net charge ${ion.charge}).`,
      atoms: [ion.atoms[0]!],
    });
  }
  return { types, molecule, ions, diagnostics };
}

function recognise(g: ReturnType<typeof ionGraph>, atoms: readonly number[]) {
  for (const r of [...CATION_RECOGNISERS, ...ANION_RECOGNISERS]) {
    const found = r(g, atoms);
    if (found) return found;
  }
  return undefined;
}

/** Bonds, bond orders and formal charges perceived when the input has no bonds or no bond orders. */
function withPerceivedBonds(mol: Molecule, diagnostics: Diagnostic[]): Molecule {
  const orders = mol.bonds.order;
  if (mol.atomCount > 1 && (mol.bonds.count === 0 || orders.some((o) => o === BondOrder.Unknown))) {
    const perceived = perceive(mol);
    for (const item of perceived.diagnostics) diagnostics.push(item);
    return perceived.molecule;
  }
  return mol;
}

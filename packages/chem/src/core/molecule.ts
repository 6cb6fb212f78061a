import type { BondOrder } from './bond-order.js';
import type { Cell } from './cell.js';
import { ChemError } from './errors.js';

export interface Residue {
  readonly name: string;
  /** Residue number as written in the file (may be negative or repeated across chains). */
  readonly number: number;
  readonly chain: string;
  readonly insertionCode?: string;
}

/** Bonds as parallel typed arrays; `image` (3 per bond) is the periodic image of atom b, when periodic. */
export interface Bonds {
  readonly count: number;
  readonly a: Uint32Array;
  readonly b: Uint32Array;
  readonly order: Uint8Array;
  readonly image?: Int8Array;
}

/**
 * An immutable molecule or periodic structure. Per-atom data are typed arrays indexed by 0-based
 * atom index; positions are interleaved x0,y0,z0,x1,… in Å (docs/adr/0003-position-layout.md).
 * Readers fill in what the file says; everything inferred is perception's job.
 */
export interface Molecule {
  readonly title: string;
  readonly atomCount: number;
  /** Atomic number; 0 is the lone-pair pseudo-element Lp. */
  readonly elements: Uint8Array;
  readonly formalCharges: Int8Array;
  readonly positions: Float64Array;
  readonly names: readonly string[];
  readonly residues: readonly Residue[];
  readonly residueOf: Uint32Array;
  readonly bonds: Bonds;
  readonly cell?: Cell;
  /** Partial charges (e) when the file carries them. */
  readonly partialCharges?: Float64Array;
  /** Force-field atom types when the file carries them (mol2 column 6, car potential type). */
  readonly atomTypes?: readonly string[];
  /** Site occupancy (cif), 1 when absent. */
  readonly occupancy?: Float64Array;
  /** Selective-dynamics flags (POSCAR), 3 per atom, 1 = free to move. */
  readonly mobility?: Uint8Array;
  /** Data fields that ride along (SDF `> <name>` blocks, mol2 molecule type …). */
  readonly properties: Readonly<Record<string, string>>;
}

export interface AtomInput {
  readonly element: number;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly name?: string;
  readonly formalCharge?: number;
  readonly partialCharge?: number;
  readonly atomType?: string;
  readonly occupancy?: number;
  readonly mobility?: readonly [boolean, boolean, boolean];
  readonly residue?: Residue;
}

export interface BondInput {
  readonly a: number;
  readonly b: number;
  readonly order: BondOrder;
  readonly image?: readonly [number, number, number];
}

/**
 * Accumulates atoms and bonds (as readers meet them) and freezes them into a Molecule.
 * Optional columns are materialised only if some atom set them.
 */
export class MoleculeBuilder {
  private readonly atoms: AtomInput[] = [];
  private readonly bondList: BondInput[] = [];
  private readonly residueKeys = new Map<string, number>();
  private readonly residueList: Residue[] = [];
  private readonly residueIdx: number[] = [];
  private cellValue: Cell | undefined;
  private readonly props: Record<string, string> = {};

  constructor(private titleValue = '') {}

  get atomCount(): number {
    return this.atoms.length;
  }

  get bondCount(): number {
    return this.bondList.length;
  }

  addAtom(atom: AtomInput): number {
    const residue = atom.residue ?? DEFAULT_RESIDUE;
    const key = `${residue.chain}\u0000${residue.number}\u0000${residue.insertionCode ?? ''}\u0000${residue.name}`;
    let r = this.residueKeys.get(key);
    // A residue is a run of consecutive atoms with one key; a key seen again later starts a new residue.
    if (r === undefined || r !== this.residueIdx[this.residueIdx.length - 1]) {
      r = this.residueList.length;
      this.residueList.push(residue);
      this.residueKeys.set(key, r);
    }
    this.residueIdx.push(r);
    this.atoms.push(atom);
    return this.atoms.length - 1;
  }

  addBond(bond: BondInput): void {
    const n = this.atoms.length;
    if (!(bond.a >= 0 && bond.a < n && bond.b >= 0 && bond.b < n) || bond.a === bond.b) {
      throw new ChemError(
        'invalid-molecule',
        `Bond ${bond.a + 1}-${bond.b + 1} refers to a missing atom or to itself.`,
      );
    }
    this.bondList.push(bond);
  }

  setCell(cell: Cell | undefined): this {
    this.cellValue = cell;
    return this;
  }

  setTitle(title: string): this {
    this.titleValue = title;
    return this;
  }

  setProperty(name: string, value: string): this {
    this.props[name] = value;
    return this;
  }

  build(): Molecule {
    const n = this.atoms.length;
    const elements = new Uint8Array(n);
    const formalCharges = new Int8Array(n);
    const positions = new Float64Array(3 * n);
    const names: string[] = new Array<string>(n);
    this.atoms.forEach((a, i) => {
      elements[i] = a.element;
      formalCharges[i] = a.formalCharge ?? 0;
      positions[3 * i] = a.x;
      positions[3 * i + 1] = a.y;
      positions[3 * i + 2] = a.z;
      names[i] = a.name ?? '';
    });
    return {
      title: this.titleValue,
      atomCount: n,
      elements,
      formalCharges,
      positions,
      names,
      residues: this.residueList,
      residueOf: Uint32Array.from(this.residueIdx),
      bonds: bondsFrom(this.bondList),
      properties: { ...this.props },
      ...(this.cellValue ? { cell: this.cellValue } : {}),
      ...this.optionalColumns(),
    };
  }

  private optionalColumns(): Partial<Molecule> {
    const atoms = this.atoms;
    const out: { -readonly [K in keyof Molecule]?: Molecule[K] } = {};
    if (atoms.some((a) => a.partialCharge !== undefined)) {
      out.partialCharges = Float64Array.from(atoms, (a) => a.partialCharge ?? 0);
    }
    if (atoms.some((a) => a.atomType !== undefined)) out.atomTypes = atoms.map((a) => a.atomType ?? '');
    if (atoms.some((a) => a.occupancy !== undefined)) {
      out.occupancy = Float64Array.from(atoms, (a) => a.occupancy ?? 1);
    }
    if (atoms.some((a) => a.mobility !== undefined)) {
      out.mobility = Uint8Array.from(atoms.flatMap((a) => (a.mobility ?? [true, true, true]).map(Number)));
    }
    return out;
  }
}

export const DEFAULT_RESIDUE: Residue = { name: 'UNK', number: 1, chain: '' };

export function bondsFrom(list: readonly BondInput[]): Bonds {
  const count = list.length;
  const a = new Uint32Array(count);
  const b = new Uint32Array(count);
  const order = new Uint8Array(count);
  const periodic = list.some((x) => x.image !== undefined);
  const image = periodic ? new Int8Array(3 * count) : undefined;
  list.forEach((x, i) => {
    a[i] = x.a;
    b[i] = x.b;
    order[i] = x.order;
    if (image && x.image) image.set(x.image, 3 * i);
  });
  return image ? { count, a, b, order, image } : { count, a, b, order };
}

/** Returns a copy of `mol` with its bonds replaced (perception's output). */
export function withBonds(mol: Molecule, bonds: Bonds): Molecule {
  return { ...mol, bonds };
}

/** Returns a copy of `mol` with formal charges replaced. */
export function withFormalCharges(mol: Molecule, formalCharges: Int8Array): Molecule {
  if (formalCharges.length !== mol.atomCount) {
    throw new ChemError(
      'invalid-molecule',
      `Expected ${mol.atomCount} formal charges, got ${formalCharges.length}.`,
    );
  }
  return { ...mol, formalCharges };
}

/** The bonds of a molecule as plain records, for code that prefers objects to columns. */
export function bondList(mol: Molecule): BondInput[] {
  const { a, b, order, image, count } = mol.bonds;
  const out: BondInput[] = [];
  for (let i = 0; i < count; i++) {
    const bond: BondInput = { a: a[i] ?? 0, b: b[i] ?? 0, order: (order[i] ?? 0) as BondOrder };
    out.push(
      image ? { ...bond, image: [image[3 * i] ?? 0, image[3 * i + 1] ?? 0, image[3 * i + 2] ?? 0] } : bond,
    );
  }
  return out;
}

/** Neighbour lists (CSR) for graph algorithms: neighbours of i are adj[start[i] .. start[i+1]). */
export interface Adjacency {
  readonly start: Uint32Array;
  readonly neighbours: Uint32Array;
  /** Bond index for each neighbour entry. */
  readonly bondOf: Uint32Array;
}

export function adjacency(mol: Molecule): Adjacency {
  const n = mol.atomCount;
  const { a, b, count } = mol.bonds;
  const degree = new Uint32Array(n + 1);
  for (let i = 0; i < count; i++) {
    degree[(a[i] ?? 0) + 1]!++;
    degree[(b[i] ?? 0) + 1]!++;
  }
  for (let i = 0; i < n; i++) degree[i + 1]! += degree[i]!;
  const start = degree.slice();
  const fill = degree.slice(0, n);
  const neighbours = new Uint32Array(2 * count);
  const bondOf = new Uint32Array(2 * count);
  for (let i = 0; i < count; i++) {
    const x = a[i]!;
    const y = b[i]!;
    neighbours[fill[x]!] = y;
    bondOf[fill[x]!++] = i;
    neighbours[fill[y]!] = x;
    bondOf[fill[y]!++] = i;
  }
  return { start, neighbours, bondOf };
}

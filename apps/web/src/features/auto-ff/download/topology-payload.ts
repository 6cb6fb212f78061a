import type { BuilderFlow } from '@topoforge/chem';
import type { ParameterSet } from '@topoforge/contract';
import { RESNAME_DEFAULT } from '@topoforge/contract';
import type { Cell, EditedTables, Row } from '../../../widgets/parameter-tables/tables';
import { parseCell } from '../../../widgets/parameter-tables/tables';

/** Atom columns 0–2 are names (label, atom type name, type); from x on every atom cell is a number. */
const FIRST_NUMERIC_ATOM_COLUMN = 3;

export type Supercell = readonly [number, number, number];

/**
 * The topology-download payload (000 §3): the parameter set with the edited tables, cells that read as
 * numbers sent as numbers and other text as text (the server names the cell it cannot use), plus
 * resname and, for crystals only, supercell [x, y, z].
 */
export function buildPayload(
  set: ParameterSet,
  tables: EditedTables,
  resname: string,
  supercell?: Supercell,
): ParameterSet & { resname: string; supercell?: [number, number, number] } {
  const numeric = (rows: readonly Row[]): Cell[][] => rows.map((row) => row.map(parseCell));
  const atoms = tables.atoms.map(
    (atom) =>
      atom.map((cell, i) =>
        i < FIRST_NUMERIC_ATOM_COLUMN ? String(cell) : parseCell(cell),
      ) as ParameterSet['atoms'][number],
  );
  const crystal = set.meta.cell !== null;
  return {
    ...set,
    atoms,
    bonds: numeric(tables.bonds),
    angles: numeric(tables.angles),
    dihedrals: numeric(tables.dihedrals),
    impropers: numeric(tables.impropers),
    pairs: numeric(tables.pairs),
    provenance: tables.provenance,
    resname: resname.trim(),
    ...(crystal && supercell !== undefined ? { supercell: [...supercell] } : {}),
  };
}

/** What the topology dialog asks, from the builder's flow and the parameter set (000 §5). */
export interface TopologyQuestions {
  /** Supercell x, y, z: where the flow asks for one and the structure has a cell. */
  readonly supercell: boolean;
  /** The resname field's first value: the flow's default (UNK, NUK), else the contract's. */
  readonly resname: string;
}

export function topologyQuestions(
  flow: Pick<BuilderFlow, 'supercell' | 'defaultResname'>,
  set: Pick<ParameterSet, 'meta'>,
): TopologyQuestions {
  return {
    supercell: flow.supercell && set.meta.cell !== null,
    resname: flow.defaultResname ?? RESNAME_DEFAULT,
  };
}

/** Resname rules of 000 §5: required, letters and digits only, at most 4 characters. */
export type ResnameProblem = 'required' | 'lettersOrDigits' | 'tooLong';
export function resnameProblem(value: string | undefined): ResnameProblem | undefined {
  const text = (value ?? '').trim();
  if (text === '') return 'required';
  if (!/^[A-Za-z0-9]+$/.test(text)) return 'lettersOrDigits';
  if (text.length > 4) return 'tooLong';
  return undefined;
}

/** Supercell rules of 000 §5, §9: each direction required, a whole number from 1 to 10. */
export type SupercellProblem = 'required' | 'range';
export function supercellProblem(value: number | string | null | undefined): SupercellProblem | undefined {
  if (value === null || value === undefined || String(value).trim() === '') return 'required';
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= 10 ? undefined : 'range';
}

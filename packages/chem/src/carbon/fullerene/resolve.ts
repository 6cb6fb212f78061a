import { BondOrder } from '../../core/bond-order.js';
import { ChemError } from '../../core/errors.js';
import { MoleculeBuilder } from '../../core/molecule.js';
import type { Molecule } from '../../core/molecule.js';
import { cagePasses } from './cage-checks.js';
import { cageGeometry, scaledSphere } from './cage-geometry.js';
import type { CageGeometry } from './cage-geometry.js';
import { fullereneError, fullereneIsomers } from './catalogue.js';
import type { FullereneIsomer } from './catalogue.js';
import { bondPairs } from './fullerene-graph.js';
import { goldbergCoxeterCage } from './goldberg-coxeter.js';
import { FULLERENE_POINT_GROUPS } from './point-group.js';
import type { FullerenePointGroup } from './point-group.js';

export interface ResolvedFullerene {
  readonly molecule: Molecule;
  readonly name: string;
  readonly atlas: number | undefined;
  readonly pointGroup: FullerenePointGroup;
  /** Canonical pentagon indices, 1-based. */
  readonly spiral: readonly number[] | undefined;
  readonly goldbergCoxeter: readonly [number, number] | undefined;
  readonly checks: CageGeometry['checks'];
}

const NAME = /^C(\d+)(?:-([A-Za-z0-9]+?)(?:_(\d+))?)?$/i;

/**
 * Finds an isomer by the spec's names: `C{n}` (the only isomer, or the one with the largest symmetry group
 * when that is unique: C60 → Ih, C70 → D5h), `C{n}-{pg}` (the only isomer of that group) and
 * `C{n}-{pg}_{index}` (index = rank within the group in Atlas order).
 */
export function findFullerene(name: string): FullereneIsomer {
  const m = NAME.exec(name.trim());
  if (!m) {
    throw fullereneError(
      'fullerene-name',
      `"${name}" is not a fullerene name: C{n}, C{n}-{point group} or C{n}-{point group}_{index}.`,
      { name },
    );
  }
  const list = fullereneIsomers(Number(m[1]));
  if (m[2] === undefined) return mostSymmetric(list, name);
  const pg = FULLERENE_POINT_GROUPS.find((g) => g.toLowerCase() === m[2]!.toLowerCase());
  const ofGroup = list.filter((i) => i.pointGroup === pg);
  if (ofGroup.length === 0) {
    const groups = [...new Set(list.map((i) => i.pointGroup))].join(', ');
    throw fullereneError(
      'fullerene-point-group',
      `C${m[1]} has no isomer of point group ${m[2]} (it has ${groups}).`,
      { name, groups },
    );
  }
  if (m[3] === undefined) {
    if (ofGroup.length === 1) return ofGroup[0]!;
    throw fullereneError(
      'fullerene-index',
      `C${m[1]}-${pg} has ${ofGroup.length} isomers: name one as C${m[1]}-${pg}_1 … _${ofGroup.length}.`,
      { name, count: ofGroup.length },
    );
  }
  const found = ofGroup[Number(m[3]) - 1];
  if (!found) {
    throw fullereneError(
      'fullerene-index',
      `C${m[1]}-${pg} has ${ofGroup.length} isomer(s); ${m[3]} is out of range.`,
      { name, count: ofGroup.length },
    );
  }
  return found;
}

function mostSymmetric(list: readonly FullereneIsomer[], name: string): FullereneIsomer {
  const best = Math.max(...list.map((i) => i.symmetry.automorphisms.length));
  const top = list.filter((i) => i.symmetry.automorphisms.length === best);
  if (top.length === 1) return top[0]!;
  throw fullereneError(
    'fullerene-ambiguous',
    `${name} names ${list.length} isomers; choose one: ${top.map((i) => i.name).join(', ')} …`,
    {
      name,
      count: list.length,
    },
  );
}

/**
 * The spec's `GET fullerene/{name}`: the isomer, its relaxed coordinates (cage-geometry.ts; the
 * Goldberg–Coxeter sphere as the start for the large icosahedral cages) and the checks every cage must pass
 * (cubic, 12 pentagons, no close or crossing atoms, point group of the coordinates equal to the graph's).
 * A failed check is a bug and is thrown, never returned.
 */
export function resolveFullerene(name: string): ResolvedFullerene {
  const iso = findFullerene(name);
  const gc = iso.goldbergCoxeter;
  const start = gc ? scaledSphere(goldbergCoxeterCage(gc[0], gc[1]).sphere, iso.graph.atomCount) : undefined;
  const geometry = cageGeometry(iso.graph, iso.symmetry.automorphisms, iso.pointGroup, start);
  if (!cagePasses(geometry.checks) || geometry.checks.pointGroup3d !== iso.pointGroup) {
    throw new ChemError(
      'invalid-molecule',
      `The 3D cage of ${iso.name} failed its checks (point group from coordinates ${geometry.checks.pointGroup3d}).`,
      [],
      { rule: 'fullerene-geometry', name: iso.name },
    );
  }
  return {
    molecule: cageMolecule(iso, geometry.positions),
    name: iso.name,
    atlas: iso.atlas,
    pointGroup: iso.pointGroup,
    spiral: iso.spiral,
    goldbergCoxeter: gc,
    checks: geometry.checks,
  };
}

function cageMolecule(iso: FullereneIsomer, x: Float64Array): Molecule {
  const b = new MoleculeBuilder(iso.name);
  for (let i = 0; i < iso.graph.atomCount; i++) {
    b.addAtom({ element: 6, x: x[3 * i]!, y: x[3 * i + 1]!, z: x[3 * i + 2]!, name: `C${i + 1}` });
  }
  for (const [a, c] of bondPairs(iso.graph)) b.addBond({ a, b: c, order: BondOrder.Aromatic });
  b.setProperty('point group', iso.pointGroup);
  if (iso.atlas !== undefined) b.setProperty('atlas', String(iso.atlas));
  if (iso.spiral) b.setProperty('spiral', iso.spiral.join(' '));
  return b.build();
}

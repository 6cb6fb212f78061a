import { selectAtoms } from '../../core/edit/select-atoms.js';
import { ChemError } from '../../core/errors.js';
import type { RigidWater, System, Term, VirtualSite } from '../../core/system.js';

/** 4-point water as LAMMPS's TIP4P pair styles want it (the M site implicit). */
export interface Tip4pReduction {
  /** The System without its M sites; each water O carries its M's charge. */
  readonly system: System;
  /** 0-based (in `system`) oxygens and hydrogens of the 4-point waters. */
  readonly oxygens: ReadonlySet<number>;
  readonly hydrogens: ReadonlySet<number>;
  /** O–M distance along the bisector, Å (the pair style's qdist). */
  readonly qdist: number;
}

const fail = (message: string, atoms: readonly number[]): never => {
  throw new ChemError('unsupported-form', `LAMMPS (TIP4P pair style): ${message}`, atoms);
};

/**
 * LAMMPS has no virtual sites in `atom_style full`; its `lj/cut/tip4p/cut` pair style instead places
 * the M site of every atom of one oxygen type `qdist` Å along the bisector of the two atoms that follow
 * it (ids O+1, O+2), and puts the oxygen's charge there. So a System whose virtual sites are all the
 * M sites (a = b) of rigid waters of one geometry, with a neutral O and an M without Lennard-Jones or
 * bonded terms, is written without its M atoms, the O carrying M's charge. Undefined when the System
 * has no virtual sites; a ChemError naming the site when they cannot be written that way.
 */
export function tip4pReduction(system: System): Tip4pReduction | undefined {
  const sites = system.virtualSites ?? [];
  if (sites.length === 0) return undefined;
  const { siteOf, qdist } = waterMSites(system, sites);
  refuseBondedMSites(system, siteOf);
  const keep = system.atoms.map((_, i) => i).filter((i) => !siteOf.has(i));
  const index = new Int32Array(system.atoms.length).fill(-1);
  keep.forEach((old, i) => (index[old] = i));
  const at = (a: number): number => index[a]!;
  const mCharge = new Map<number, number>([...siteOf].map(([m, o]) => [o, system.atoms[m]!.charge]));
  const renumber = <A extends readonly number[]>(terms: readonly Term<A>[]): Term<A>[] =>
    terms.map((t) => ({ ...t, atoms: t.atoms.map(at) as unknown as A }));
  const { rigidWaters, oxygens, hydrogens } = renumberedWaters(system, at, mCharge);
  const { virtualSites: _sites, ...rest } = system;
  return {
    system: {
      ...rest,
      molecule: selectAtoms(system.molecule, keep),
      atoms: keep.map((i) => {
        const q = mCharge.get(i);
        return q === undefined ? system.atoms[i]! : { ...system.atoms[i]!, charge: q };
      }),
      bonds: renumber(system.bonds),
      angles: renumber(system.angles),
      dihedrals: renumber(system.dihedrals),
      impropers: renumber(system.impropers),
      pairs: system.pairs.map((p) => ({ ...p, atoms: [at(p.atoms[0]), at(p.atoms[1])] as const })),
      rigidWaters,
    },
    oxygens,
    hydrogens,
    qdist: qdist ?? 0,
  };
}

/**
 * The oxygen of each M site and the one O–M distance they share; refuses a site that is not the
 * plain M site of a rigid water the pair style can rebuild.
 */
function waterMSites(
  system: System,
  sites: readonly VirtualSite[],
): { siteOf: Map<number, number>; qdist: number | undefined } {
  const waterOf = new Map<number, RigidWater>((system.rigidWaters ?? []).map((w) => [w.o, w]));
  const siteOf = new Map<number, number>();
  let qdist: number | undefined;
  for (const v of sites) {
    const [o, h1, h2] = v.atoms;
    const w = waterOf.get(o);
    const hs = w ? [w.h1, w.h2].sort((x, y) => x - y).join() : '';
    if (!w || hs !== [h1, h2].sort((x, y) => x - y).join() || Math.abs(v.a - v.b) > 1e-12) {
      fail(`atom ${v.site + 1} is a virtual site but not the M site (a = b) of a rigid water.`, [v.site]);
    }
    const water = w as RigidWater;
    const m = system.atoms[v.site];
    if (m && m.epsilon !== 0)
      fail(`the M site ${v.site + 1} has Lennard-Jones, which LAMMPS puts on O only.`, [v.site]);
    if (system.atoms[o]?.charge !== 0)
      fail(`the water oxygen ${o + 1} is charged; LAMMPS moves the O charge to M.`, [o]);
    const halfAngleCos = Math.sqrt(1 - (water.dHH / (2 * water.dOH)) ** 2);
    const d = 10 * v.a * 2 * water.dOH * halfAngleCos;
    if (qdist !== undefined && Math.abs(d - qdist) > 1e-9) {
      fail(`4-point waters of different geometries (O–M ${qdist} and ${d} Å) need one qdist.`, [v.site]);
    }
    qdist = d;
    siteOf.set(v.site, o);
  }
  return { siteOf, qdist };
}

/** The pair style places M itself, so no bonded term or pair may name it. */
function refuseBondedMSites(system: System, siteOf: ReadonlyMap<number, number>): void {
  const inTerm = (terms: readonly { atoms: readonly number[] }[]) =>
    terms.find((t) => t.atoms.some((a) => siteOf.has(a)));
  const bonded = [system.bonds, system.angles, system.dihedrals, system.impropers, system.pairs]
    .map(inTerm)
    .find((t) => t !== undefined);
  if (bonded)
    fail(
      `the M site is part of a bonded term or pair (atoms ${bonded.atoms.map((a) => a + 1).join('-')}).`,
      bonded.atoms,
    );
}

/**
 * The rigid waters in the new numbering, and the 4-point ones' oxygens and hydrogens; refuses a
 * 4-point water whose hydrogens do not directly follow its oxygen.
 */
function renumberedWaters(
  system: System,
  at: (a: number) => number,
  mCharge: ReadonlyMap<number, number>,
): { rigidWaters: RigidWater[]; oxygens: Set<number>; hydrogens: Set<number> } {
  const oxygens = new Set<number>();
  const hydrogens = new Set<number>();
  const rigidWaters = (system.rigidWaters ?? []).map((w) => {
    const moved = { ...w, o: at(w.o), h1: at(w.h1), h2: at(w.h2) };
    if (mCharge.has(w.o)) {
      const hs = [moved.h1, moved.h2].sort((x, y) => x - y);
      if (hs[0] !== moved.o + 1 || hs[1] !== moved.o + 2) {
        fail(
          `the hydrogens of water oxygen ${w.o + 1} must directly follow it (LAMMPS finds them as ids O+1, O+2).`,
          [w.o],
        );
      }
      oxygens.add(moved.o);
      hydrogens.add(moved.h1).add(moved.h2);
    }
    return moved;
  });
  return { rigidWaters, oxygens, hydrogens };
}

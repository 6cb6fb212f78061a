import { num } from '../number-format.js';
import type { LammpsModel } from './model.js';
import { styleCommand } from './styles.js';

/**
 * `in.<res>`: reads the data file and evaluates one single-point energy (`run 0`), printing every
 * term. 1-4 pairs are counted exactly once: special_bonds scales the LJ and Coulomb of atoms three
 * bonds apart by fudgeLJ and fudgeQQ (as GROMACS [ pairs ] with gen-pairs does), and every charmm
 * dihedral carries weight 0 so that the dihedrals add no second 1-4 interaction.
 */
/**
 * No cell: an isolated molecule, shrink-wrapped with no periodic images; an all-pairs neighbour list,
 * because binning fails on the flat box a planar molecule shrink-wraps to.
 */
const ISOLATED = [
  '# No cell: an isolated molecule (shrink-wrapped, no periodic images, all-pairs neighbour list).',
  'boundary        s s s',
  'neighbor        2.0 nsq',
];

export function writeInput(model: LammpsModel): string {
  const styles = (
    [
      ['bond_style', model.bonds],
      ['angle_style', model.angles],
      ['dihedral_style', model.dihedrals],
      ['improper_style', model.impropers],
    ] as const
  ).filter(([, t]) => t.items.length > 0);
  return [
    `# LAMMPS input for ${model.residueName} written by TopoForge: single-point energy, every term printed.`,
    'units           real',
    'atom_style      full',
    ...(model.periodic ? ['boundary        p p p'] : ISOLATED),
    ...(model.box.tilt ? ['box             tilt large'] : []),
    `pair_style      lj/cut/coul/cut ${num(model.cutoff)}`,
    ...styles.map(([command, t]) => `${command.padEnd(16)}${styleCommand(t)}`),
    `read_data       ${model.residueName}.data`,
    `pair_modify     mix ${model.mix}`,
    ...(model.pairCoeffs.length > 0
      ? ['# Explicit pair parameters (and the mixed pairs of an overridden like pair): not mixed.']
      : []),
    ...model.pairCoeffs.map((p) => `pair_coeff      ${p.i} ${p.j} ${num(p.epsilon)} ${num(p.sigma)}`),
    '# 1-4 pairs once: scaled here; charmm dihedrals have weight 0.',
    `special_bonds   lj 0.0 0.0 ${num(model.oneFour.lj)} coul 0.0 0.0 ${num(model.oneFour.coul)}`,
    'thermo_style    custom step pe ebond eangle edihed eimp evdwl ecoul',
    'thermo_modify   format float %.12g',
    'run             0',
    '',
  ].join('\n');
}

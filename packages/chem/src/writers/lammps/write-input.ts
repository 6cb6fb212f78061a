import { num } from '../number-format.js';
import type { LammpsModel, LammpsTopology } from './model.js';
import { specialBondsLines, stiffBondNote } from './coarse-grained.js';
import { styleCommand, stylesOf } from './styles.js';

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
export const ISOLATED = [
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
    ...pairStyle(model),
    ...extraMolecule(styles),
    ...styles.map(([command, t]) => `${command.padEnd(16)}${styleCommand(t)}`),
    `read_data       ${model.residueName}.data`,
    ...kspace(model),
    `pair_modify     mix ${model.mix}`,
    ...(model.pairCoeffs.length > 0
      ? ['# Explicit pair parameters (and the mixed pairs of an overridden like pair): not mixed.']
      : []),
    ...model.pairCoeffs.map((p) => `pair_coeff      ${p.i} ${p.j} ${num(p.epsilon)} ${num(p.sigma)}`),
    ...specialBondsLines(model),
    ...stiffBondNote(model),
    ...shakeLines(model),
    `thermo_style    custom step pe ebond eangle edihed eimp evdwl ecoul${model.coulomb === 'long' ? ' elong' : ''}`,
    'thermo_modify   format float %.12g',
    'run             0',
    '',
  ].join('\n');
}

/** Styles of LAMMPS's optional EXTRA-MOLECULE package, named so a failing build says why. */
const EXTRA_MOLECULE: Readonly<Record<string, readonly string[]>> = {
  angle_style: ['fourier', 'fourier/simple'],
  improper_style: ['fourier'],
};

function extraMolecule(styles: readonly (readonly [string, LammpsTopology])[]): string[] {
  const needed = styles.flatMap(([command, t]) =>
    stylesOf(t)
      .filter((s) => EXTRA_MOLECULE[command]?.includes(s))
      .map((s) => `${command} ${s}`),
  );
  return needed.length > 0
    ? [`# ${needed.join(', ')}: LAMMPS built with the EXTRA-MOLECULE package (not in Debian's lammps 2021).`]
    : [];
}

/**
 * Rigid water: SHAKE holds the O–H bonds and H–O–H angle at the model's geometry (the data file keeps
 * them as bonds and angles, with types of their own). fix shake switches those bond and angle types
 * off, so E_bond and E_angle leave them out; an `fix nve` or `fix nvt` defined after it integrates
 * the waters as rigid. The tolerance is tight enough for energies compared at 1e-6 relative.
 */
function shakeLines(model: LammpsModel): string[] {
  if (!model.shake) return [];
  const { bondTypes, angleTypes, waters } = model.shake;
  return [
    `# ${waters} rigid water molecule(s): SHAKE constrains their bond types ${bondTypes.join(' ')} and angle types ${angleTypes.join(' ') || '(none)'}.`,
    `fix             rigidWater all shake 1.0e-10 500 0 b ${bondTypes.join(' ')}${angleTypes.length > 0 ? ` a ${angleTypes.join(' ')}` : ''}`,
  ];
}

/**
 * LJ to the cut-off; Coulomb to the cut-off, or for a charged crystal (convert.ts coulombOf) its real
 * part to the cut-off and the rest by kspace. With 4-point water the TIP4P variant, which puts each
 * water O's charge on its M site qdist Å along the bisector (the data file has no M atoms; tip4p.ts).
 */
function pairStyle(model: LammpsModel): string[] {
  const t = model.tip4p;
  const coul = model.coulomb;
  if (!t) return [`pair_style      lj/cut/coul/${coul} ${num(model.cutoff)}`];
  return [
    `# 4-point water: O type ${t.otype}, H type ${t.htype}, O–H bond type ${t.btype}, H–O–H angle type ${t.atype}; M ${num(t.qdist)} Å from O carries the O charge.`,
    `pair_style      lj/cut/tip4p/${coul} ${t.otype} ${t.htype} ${t.btype} ${t.atype} ${num(t.qdist)} ${num(model.cutoff)}`,
  ];
}

/**
 * A charged crystal's long-range Coulomb, as lammps-interface writes a MOF: Ewald sums to 1e-6
 * relative accuracy of the forces (pppm/tip4p for 4-point water, the one kspace style that knows the M
 * sites). The cut-off may exceed half the cell: LAMMPS counts every periodic image within it (ghost
 * atoms), and kspace takes the rest; E_long is printed apart from E_coul.
 */
function kspace(model: LammpsModel): string[] {
  const command = kspaceStyle(model);
  if (command === undefined) return [];
  return [
    '# Charged crystal: Coulomb by Ewald sums (real part to the cut-off, the rest in E_long).',
    `kspace_style    ${command}`,
  ];
}

/** The kspace style of a model with long-range Coulomb (shared with the moltemplate writer). */
export function kspaceStyle(model: LammpsModel): string | undefined {
  if (model.coulomb !== 'long') return undefined;
  return model.tip4p ? 'pppm/tip4p 1.0e-6' : 'ewald 1.0e-6';
}

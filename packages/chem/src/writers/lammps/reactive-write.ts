import { atomicNumber, massOf } from '../../core/elements.js';
import type { System } from '../../core/system.js';
import { num } from '../number-format.js';
import { imageFlags } from '../periodic-images.js';
import { placeAtoms } from '../placement.js';
import { checkResidueName } from '../residue-name.js';
import { TextLines } from '../text-lines.js';
import type { LammpsBox, LammpsOptions } from './model.js';
import type { LammpsReactive, ReactivePotential } from './reactive.js';
import { REACTIVE_POTENTIALS, reactiveElements } from './reactive.js';
import { atomRow, boxLines } from './write-data.js';
import { ISOLATED } from './write-input.js';

const DEFAULT_PADDING = 10;

/** What a reactive description's files hold: elements and positions only (units metal: Å, eV). */
export interface LammpsReactiveModel {
  readonly residueName: string;
  readonly title: string;
  readonly potential: ReactivePotential;
  /** Element symbol of each 1-based atom type, in the potential file's order. */
  readonly elements: readonly string[];
  readonly atoms: readonly {
    readonly type: number;
    readonly position: readonly [number, number, number];
    readonly image?: readonly [number, number, number];
  }[];
  readonly box: LammpsBox;
  readonly periodic: boolean;
  /** The potential file's text, written as `potential.file` when the caller read it. */
  readonly potentialText?: string;
}

/** Refuses what the potential cannot describe (elements outside its file) and a bad residue name. */
export function checkReactive(system: System, options: LammpsOptions & { reactive: LammpsReactive }): void {
  checkResidueName(options.residueName);
  reactiveElements(system, REACTIVE_POTENTIALS[options.reactive]);
}

/**
 * The System's structure without its force field: one atom type per element, the cell (or a box of
 * `padding` Å around a molecule) and, through the boundary, image flags that keep each bonded molecule
 * whole when unwrapped (the bonds themselves are not written: the potential finds them).
 */
export function convertReactive(
  system: System,
  options: LammpsOptions & { reactive: LammpsReactive },
): LammpsReactiveModel {
  const potential = REACTIVE_POTENTIALS[options.reactive];
  const elements = reactiveElements(system, potential);
  const typeOf = new Map(elements.map((e, i) => [atomicNumber(e)!, i + 1]));
  const placed = placeAtoms(system.molecule, options.padding ?? DEFAULT_PADDING);
  const images = imageFlags(system.molecule);
  const [a, b, c] = placed.box;
  const tilted = [b[0], c[0], c[1]].some((v) => Math.abs(v) > 1e-12);
  return {
    residueName: options.residueName,
    title: system.molecule.title.trim() || options.residueName,
    potential,
    elements,
    atoms: Array.from(system.molecule.elements, (z, i) => ({
      type: typeOf.get(z)!,
      position: [0, 1, 2].map((k) => placed.positions[3 * i + k] ?? 0) as [number, number, number],
      ...(images ? { image: images[i]! } : {}),
    })),
    box: { hi: [a[0], b[1], c[2]], ...(tilted ? { tilt: [b[0], c[0], c[1]] as const } : {}) },
    periodic: placed.periodic,
    ...(options.potentialText === undefined ? {} : { potentialText: options.potentialText }),
  };
}

/**
 * <res>.data (atom_style atomic), in.<res> (units metal, the pair style, a single point) and, when
 * its text was given, the potential's file.
 */
export function writeReactive(model: LammpsReactiveModel): Record<string, string> {
  return {
    [`${model.residueName}.data`]: reactiveData(model),
    [`in.${model.residueName}`]: reactiveInput(model),
    ...(model.potentialText === undefined ? {} : { [model.potential.file]: model.potentialText }),
  };
}

function reactiveData(model: LammpsReactiveModel): string {
  const out = new TextLines();
  out.push(
    `LAMMPS data file for ${model.residueName} written by TopoForge (${model.potential.name}, no bonded terms): ${model.title.replace(/\s+/g, ' ')}`,
    '',
    `${model.atoms.length} atoms`,
    `${model.elements.length} atom types`,
    '',
    ...boxLines(model),
    '',
    'Masses',
    '',
    ...model.elements.map((e, i) => `${i + 1} ${num(massOf(atomicNumber(e)!))} # ${e}`),
    '',
    'Atoms # atomic',
    '',
  );
  model.atoms.forEach((atom, i) => out.add(atomRow(`${i + 1} ${atom.type}`, atom)));
  out.add('');
  return out.text();
}

function reactiveInput(model: LammpsReactiveModel): string {
  const { potential } = model;
  return [
    `# LAMMPS input for ${model.residueName} written by TopoForge: ${potential.name} (${potential.citation}), single-point energy.`,
    `# ${potential.file} is Debian lammps-data's (/usr/share/lammps/potentials); LAMMPS reads it from this folder or $LAMMPS_POTENTIALS.`,
    'units           metal',
    'atom_style      atomic',
    ...(model.periodic ? ['boundary        p p p'] : ISOLATED),
    ...(model.box.tilt ? ['box             tilt large'] : []),
    `read_data       ${model.residueName}.data`,
    `pair_style      ${potential.pairStyle}`,
    `pair_coeff      * * ${potential.file} ${model.elements.join(' ')}`,
    'thermo_style    custom step pe',
    'thermo_modify   format float %.12g',
    'run             0',
    '',
  ].join('\n');
}

import type { System } from '../../core/system.js';
import { allAtomsOneMolecule, moleculeAtomNames } from '../atom-names.js';
import type { EngineWriter } from '../engine-writer.js';
import { checkLammps, LAMMPS_SUPPORTS } from '../lammps/check.js';
import { convertLammps } from '../lammps/convert.js';
import type { LammpsModel, LammpsOptions, LammpsTopology } from '../lammps/model.js';
import { stylesOf, styleCommand } from '../lammps/styles.js';
import { kspaceStyle } from '../lammps/write-input.js';
import { fixed, num } from '../number-format.js';
import { TextLines } from '../text-lines.js';

/*
 * moltemplate builds a LAMMPS data file and input script from `.lt` objects. The writer prints the
 * LAMMPS writer's own model (same check, same convert), so every style and coefficient is the one
 * the LAMMPS writer chooses: units real, atom_style full, harmonic K = kb/2, charmm dihedrals with
 * weight 0, 1-4 pairs through special_bonds.
 */

export type MoltemplateOptions = LammpsOptions;

export interface MoltemplateModel {
  readonly lammps: LammpsModel;
  /** moltemplate names: `$atom:` per atom and `@atom:` per LAMMPS atom type. */
  readonly atomNames: readonly string[];
  readonly typeNames: readonly string[];
}

/** Longest `$atom:` name kept from the input (moltemplate sets no limit). */
const NAME_LENGTH = 32;

/** moltemplate variable names: letters, digits and underscores are safe in every version. */
const clean = (s: string): string => s.replace(/[^A-Za-z0-9_]/g, '_') || 'X';

/**
 * `base`, or the first free of `base_2`, `base_3` … when the name is taken. The search for a base
 * resumes where its last one stopped (names taken stay taken), so 16,000 atoms named C1 cost 16,000
 * steps, not 16,000² / 2.
 */
function unique(names: readonly string[]): string[] {
  const used = new Set<string>();
  const nextSuffix = new Map<string, number>();
  return names.map((raw) => {
    const base = clean(raw);
    let name = base;
    let k = nextSuffix.get(base) ?? 2;
    if (used.has(name)) {
      while (used.has(`${base}_${k}`)) k++;
      name = `${base}_${k}`;
      nextSuffix.set(base, k + 1);
    }
    used.add(name);
    return name;
  });
}

function convert(system: System, options: MoltemplateOptions): MoltemplateModel {
  const lammps = convertLammps(system, options);
  return {
    lammps,
    // One object holds every atom: names unique over all of them (atom-names.ts).
    atomNames: moleculeAtomNames(system, NAME_LENGTH, allAtomsOneMolecule(system), {
      characters: 'A-Za-z0-9_',
    }),
    typeNames: unique(lammps.atomTypes.map((t) => t.label)),
  };
}

const CATEGORIES = [
  ['bonds', 'bond', 'Bond', 'b'],
  ['angles', 'angle', 'Angle', 'a'],
  ['dihedrals', 'dihedral', 'Dihedral', 'd'],
  ['impropers', 'improper', 'Improper', 'i'],
] as const;

/** `@bond:b1`-style coefficient names, numbered as the LAMMPS writer numbers its types. */
const coeffName = (kind: string, prefix: string, type: number): string => `@${kind}:${prefix}${type}`;

function coeffValues(t: LammpsTopology, index: number): string {
  const c = t.coeffs[index]!;
  const hybrid = stylesOf(t).length > 1;
  return [...(hybrid ? [c.style] : []), ...c.values.map(num)].join(' ');
}

/** <res>.lt: one molecule object with its styles, masses, coefficients, atoms and topology. */
function writeMolecule(model: MoltemplateModel): string {
  const { lammps: m, atomNames, typeNames } = model;
  const present = CATEGORIES.filter(([key]) => m[key].items.length > 0);
  const out = new TextLines();
  out.push(
    `# moltemplate object for ${m.residueName} written by TopoForge: ${m.title.replace(/\s+/g, ' ')}`,
    '# Styles and coefficients are those of the TopoForge LAMMPS writer (units real).',
    `${m.residueName} {`,
    '',
    '  write_once("In Init") {',
    '    units           real',
    '    atom_style      full',
    `    pair_style      lj/cut/coul/${m.coulomb} ${num(m.cutoff)}`,
    ...(kspaceStyle(m) === undefined ? [] : [`    kspace_style    ${kspaceStyle(m)}`]),
    ...present.map(([key, one]) => `    ${`${one}_style`.padEnd(16)}${styleCommand(m[key])}`),
    `    pair_modify     mix ${m.mix}`,
    '    # 1-4 pairs once: scaled here; charmm dihedrals have weight 0.',
    `    special_bonds   lj 0.0 0.0 ${num(m.oneFour.lj)} coul 0.0 0.0 ${num(m.oneFour.coul)}`,
    '  }',
    '',
    '  write_once("Data Masses") {',
    ...m.atomTypes.map((t, i) => `    @atom:${typeNames[i]} ${num(t.mass)}`),
    '  }',
    '',
    '  write_once("In Settings") {',
    ...m.atomTypes.map(
      (t, i) =>
        `    pair_coeff @atom:${typeNames[i]} @atom:${typeNames[i]} ${num(t.epsilon)} ${num(t.sigma)}`,
    ),
    // Explicit pairs (i ≤ j in the order of Data Masses, which is how moltemplate numbers the types).
    ...m.pairCoeffs.map(
      (p) =>
        `    pair_coeff @atom:${typeNames[p.i - 1]} @atom:${typeNames[p.j - 1]} ${num(p.epsilon)} ${num(p.sigma)}`,
    ),
  );
  for (const [key, one, , prefix] of present) {
    m[key].coeffs.forEach((_, i) =>
      out.add(`    ${one}_coeff ${coeffName(one, prefix, i + 1)} ${coeffValues(m[key], i)}`),
    );
  }
  out.push('  }', '', '  write("Data Atoms") {');
  m.atoms.forEach((a, i) => {
    const [x, y, z] = a.position.map((v) => fixed(v, 10, 0));
    out.add(
      `    $atom:${atomNames[i]} $mol:. @atom:${typeNames[a.type - 1]} ${num(a.charge)} ${x} ${y} ${z}`,
    );
  });
  out.add('  }');
  for (const [key, one, title, prefix] of present) {
    out.push('', `  write("Data ${title}s") {`);
    m[key].items.forEach((item, i) => {
      const atoms = item.atoms.map((a) => `$atom:${atomNames[a - 1]}`).join(' ');
      out.add(`    $${one}:${prefix}${i + 1} ${coeffName(one, prefix, item.type)} ${atoms}`);
    });
    out.add('  }');
  }
  out.push('', '}', '');
  return out.text();
}

/** system.lt: imports the molecule, makes one copy, and gives the box (boundary s s s without a cell). */
function writeSystem(model: MoltemplateModel): string {
  const m = model.lammps;
  const axes = ['x', 'y', 'z'];
  const boundary = m.box.hi.map((hi, k) => `  0 ${fixed(hi, 10, 0)} ${axes[k]}lo ${axes[k]}hi`);
  if (m.box.tilt) boundary.push(`  ${m.box.tilt.map((v) => fixed(v, 10, 0)).join(' ')} xy xz yz`);
  const init = m.periodic
    ? ['  boundary        p p p', ...(m.box.tilt ? ['  box             tilt large'] : [])]
    : [
        '  # No cell: an isolated molecule (shrink-wrapped, all-pairs neighbour list), as the LAMMPS writer.',
        '  boundary        s s s',
      ];
  return [
    `# moltemplate system for ${m.residueName} written by TopoForge: run "moltemplate.sh system.lt".`,
    `import "${m.residueName}.lt"`,
    '',
    'write_once("In Init") {',
    ...init,
    '}',
    '',
    ...(m.periodic ? [] : ['write_once("In Settings") {', '  neighbor        2.0 nsq', '}', '']),
    'write_once("Data Boundary") {',
    ...boundary,
    '}',
    '',
    `mol = new ${m.residueName}`,
    '',
  ].join('\n');
}

function write(model: MoltemplateModel): Record<string, string> {
  return {
    [`${model.lammps.residueName}.lt`]: writeMolecule(model),
    'system.lt': writeSystem(model),
  };
}

export const moltemplateWriter: EngineWriter<MoltemplateOptions, MoltemplateModel> = {
  id: 'moltemplate',
  name: 'moltemplate',
  supports: LAMMPS_SUPPORTS,
  check: (system, options) => checkLammps(system, options, 'moltemplate'),
  convert,
  write,
};

import { fixed, num } from '../number-format.js';
import { TextLines } from '../text-lines.js';
import type { RaspaModel, RaspaTerm } from './model.js';

function writePseudoAtoms(m: RaspaModel): string {
  return [
    '#number of pseudo atoms',
    String(m.pseudoAtoms.length),
    '#type      print   as    chem  oxidation   mass        charge   polarization B-factor radii  connectivity anisotropic anisotropic-type   tinker-type',
    ...m.pseudoAtoms.map((p) =>
      [
        p.name.padEnd(10),
        'yes',
        p.element,
        p.element,
        '0',
        num(p.mass),
        num(p.charge),
        '0.0',
        '1.0',
        num(p.radius),
        '0',
        '0',
        'relative',
        '0',
      ].join(' '),
    ),
    '',
  ].join('\n');
}

function writeMixingRules(m: RaspaModel): string {
  return [
    '# general rule for shifted vs truncated',
    'truncated',
    '# general rule tailcorrections',
    'no',
    '# number of defined interactions',
    String(m.pseudoAtoms.length),
    '# type interaction, parameters: epsilon/k_B (K), sigma (Angstrom)',
    ...m.pseudoAtoms.map((p) => `${p.name.padEnd(10)} lennard-jones ${num(p.epsilon)} ${num(p.sigma)}`),
    '# general mixing rule for Lennard-Jones',
    m.mixing,
    '',
  ].join('\n');
}

const FORCE_FIELD = [
  '# rules to overwrite',
  '0',
  '# number of defined interactions',
  '0',
  '# mixing rules to overwrite',
  '0',
  '',
].join('\n');

function termLines(terms: readonly RaspaTerm[]): string[] {
  return terms.map((t) => `${t.atoms.join(' ')} ${t.potential} ${t.values.map(num).join(' ')}`);
}

function writeMolecule(m: RaspaModel): string {
  const out = new TextLines();
  const n = m.pseudoOf.length;
  out.push(
    '# critical constants: Temperature [T], Pressure [Pa], and Acentric factor [-] (unknown: set FugacityCoefficient)',
    '0.0',
    '0.0',
    '0.0',
    '# Number Of Atoms',
    String(n),
    '# Number of groups',
    '1',
    `# ${m.residueName}-group`,
    m.rigid ? 'rigid' : 'flexible',
    '# number of atoms',
    String(n),
    '# atomic positions',
  );
  m.pseudoOf.forEach((p, i) => {
    const name = m.pseudoAtoms[p]!.name;
    if (!m.rigid) out.add(`${i} ${name}`);
    else out.add(`${i} ${name} ${[0, 1, 2].map((k) => fixed(m.positions[3 * i + k]!, 8, 0)).join(' ')}`);
  });
  // A rigid group keeps its shape: RASPA computes no internal energy in it, so only its bonds
  // (RIGID_BOND, for the connectivity) are listed.
  const bonds = m.rigid
    ? m.bonds.map((t) => ({ atoms: t.atoms, potential: 'RIGID_BOND', values: [] }))
    : m.bonds;
  const [bends, torsions, impropers, pairs] = m.rigid
    ? [[], [], [], []]
    : [m.bends, m.torsions, m.impropers, m.intraPairs];
  out.push(
    '# Chiral centers Bond  BondDipoles Bend  UrayBradley InvBend  Torsion Imp. Torsion Bond/Bond Stretch/Bend Bend/Bend Stretch/Torsion Bend/Torsion IntraVDW IntraCoulomb',
    [
      0,
      bonds.length,
      0,
      bends.length,
      0,
      0,
      torsions.length,
      impropers.length,
      0,
      0,
      0,
      0,
      0,
      pairs.length,
      pairs.length,
    ]
      .map((x) => String(x).padStart(5))
      .join(''),
  );
  const section = (title: string, lines: string[]): void => {
    if (lines.length === 0) return;
    // Line by line: spreading a large list into one call would overflow the stack.
    out.push(title);
    for (const line of lines) out.push(line);
  };
  section(
    '# Bond stretch: atom n1-n2, type, parameters',
    termLines(bonds).map((l) => l.trimEnd()),
  );
  section('# Bond bending: atom n1-n2-n3, type, parameters', termLines(bends));
  section('# Torsion: atom n1-n2-n3-n4, type, parameters', termLines(torsions));
  section('# Improper torsion: atom n1-n2-n3-n4, type, parameters', termLines(impropers));
  section(
    '# Intra VDW: atom n1-n2',
    pairs.map(([a, b]) => `${a} ${b}`),
  );
  section(
    '# Intra Coulomb: atom n1-n2',
    pairs.map(([a, b]) => `${a} ${b}`),
  );
  out.push('# Number of config moves', '0', '');
  return out.text();
}

/** P1 framework with one site per atom, labelled by its pseudo atom, and its charge. */
function writeCif(m: RaspaModel): string {
  const cell = m.cell!;
  const [a, b, c, alpha, beta, gamma] = cell.parameters.map((v) => fixed(v, 6, 0));
  const out = new TextLines();
  out.push(
    `data_${m.residueName}`,
    `_cell_length_a    ${a}`,
    `_cell_length_b    ${b}`,
    `_cell_length_c    ${c}`,
    `_cell_angle_alpha ${alpha}`,
    `_cell_angle_beta  ${beta}`,
    `_cell_angle_gamma ${gamma}`,
    "_symmetry_space_group_name_H-M 'P 1'",
    '_symmetry_Int_Tables_number 1',
    'loop_',
    '_symmetry_equiv_pos_as_xyz',
    "  'x, y, z'",
    'loop_',
    '_atom_site_label',
    '_atom_site_type_symbol',
    '_atom_site_fract_x',
    '_atom_site_fract_y',
    '_atom_site_fract_z',
    '_atom_site_charge',
  );
  m.pseudoOf.forEach((p, i) => {
    const atom = m.pseudoAtoms[p]!;
    const f = [0, 1, 2].map((k) => fixed(cell.fractional[3 * i + k]!, 10, 0)).join(' ');
    out.add(`${atom.name} ${atom.element} ${f} ${num(atom.charge)}`);
  });
  out.add('');
  return out.text();
}

function writeSimulation(m: RaspaModel): string {
  const head = [
    `# RASPA simulation.input skeleton for ${m.residueName} written by TopoForge; the force field files are local.`,
    'SimulationType                MonteCarlo',
    'NumberOfCycles                10000',
    'NumberOfInitializationCycles  1000',
    'PrintEvery                    1000',
    '',
    'Forcefield                    Local',
    `CutOffVDW                     ${num(m.cutoff)}`,
    'ChargeMethod                  Ewald',
    `CutOffChargeCharge            ${num(m.cutoff)}`,
    'EwaldPrecision                1e-6',
  ];
  if (m.cell) {
    return [
      ...head,
      'UseChargesFromCIFFile         yes',
      '',
      'Framework 0',
      `FrameworkName                 ${m.residueName}`,
      `UnitCells                     ${m.cell.unitCells.join(' ')}`,
      'ExternalTemperature           298.0',
      'ExternalPressure              101325.0',
      '',
      '# Add the adsorbate components here (Component 0 MoleculeName … MoleculeDefinition Local).',
      '',
    ].join('\n');
  }
  return [
    ...head,
    '',
    'Box 0',
    `BoxLengths                    ${m.box.map((v) => fixed(v, 6, 0)).join(' ')}`,
    'ExternalTemperature           298.0',
    '',
    `Component 0 MoleculeName                    ${m.residueName}`,
    '            MoleculeDefinition              Local',
    `            Intra14VDWScalingValue          ${num(m.scale14.vdw)}`,
    `            Intra14ChargeChargeScalingValue ${num(m.scale14.coulomb)}`,
    '            FugacityCoefficient             1.0',
    '            TranslationProbability          1.0',
    ...(m.rigid
      ? ['            RotationProbability             1.0']
      : ['            ReinsertionProbability          1.0']),
    '            CreateNumberOfMolecules         1',
    '',
  ].join('\n');
}

/**
 * The five files of a RASPA run: pseudo atoms, mixing rules, force-field overrides (none), the molecule
 * (or the framework CIF of a crystal) and a simulation.input skeleton.
 */
export function write(m: RaspaModel): Record<string, string> {
  return {
    'pseudo_atoms.def': writePseudoAtoms(m),
    'force_field_mixing_rules.def': writeMixingRules(m),
    'force_field.def': FORCE_FIELD,
    ...(m.cell ? { [`${m.residueName}.cif`]: writeCif(m) } : { [`${m.residueName}.def`]: writeMolecule(m) }),
    'simulation.input': writeSimulation(m),
  };
}

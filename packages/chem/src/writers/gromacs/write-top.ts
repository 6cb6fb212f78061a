import { num } from '../number-format.js';
import type { GromacsModel } from './model.js';

/**
 * The system topology: [ defaults ], the atom types' include, the molecule types' include, [ system ]
 * and [ molecules ] (one line per run of consecutive molecules of one type, in .gro order).
 */
export function writeTop(model: GromacsModel): string {
  return [
    `; ${model.residueName}.top written by TopoForge`,
    '',
    ...forceFieldLines(model),
    `#include "${model.residueName}.itp"`,
    '',
    '[ system ]',
    oneLine(model.title),
    '',
    '[ molecules ]',
    '; name  count',
    ...model.molecules.map((m) => `${m.type}  ${m.count}`),
    '',
  ].join('\n');
}

/**
 * [ defaults ] and our atom types, or the include of a force-field file that holds both (Martini 3's
 * martini_v3.0.0.itp, which every Martini 3 topology includes the same way).
 */
function forceFieldLines(model: GromacsModel): string[] {
  if (model.includeForceField !== undefined) {
    return [
      `; ${model.includeForceField} ([ defaults ], bead types and their interactions) is not shipped with TopoForge:`,
      '; place it next to this file (or on GMXLIB) before running grompp.',
      `#include "${model.includeForceField}"`,
    ];
  }
  const d = model.defaults;
  return [
    '[ defaults ]',
    '; nbfunc  comb-rule  gen-pairs  fudgeLJ  fudgeQQ',
    `  ${d.nbfunc}  ${d.combinationRule}  ${d.genPairs ? 'yes' : 'no'}  ${num(d.fudgeLJ)}  ${num(d.fudgeQQ)}`,
    '',
    `#include "${model.residueName}_atomtypes.itp"`,
  ];
}

/**
 * Titles come from input files; a line break or a ';' would change the meaning of the topology, and a
 * line starting with '[' is a directive to grompp (an ionic liquid titled "[C4mim][BF4]").
 */
export const oneLine = (text: string): string => {
  const line = text.replace(/[\r\n;]+/g, ' ').trim();
  return line.startsWith('[') ? `system ${line}` : line;
};

/**
 * <res>.mdp, written only when some bond crosses the cell boundary (an infinite chain, layer or
 * framework): grompp then needs periodic-molecules = yes (bonded terms by minimum image, which needs
 * pbc = xyz and, in GROMACS 2022, the Verlet scheme). The topology itself is unchanged. The rest of a
 * run's parameters are the user's: these lines go into any mdp.
 */
export function writeMdp(model: GromacsModel): string {
  return [
    `; ${model.residueName}.mdp written by TopoForge: ${oneLine(model.title)}`,
    '; Molecules here are bonded to their own periodic images: merge these lines into your run parameters.',
    'pbc                = xyz',
    'periodic-molecules = yes',
    'cutoff-scheme      = Verlet',
    '',
  ].join('\n');
}

import { num } from '../number-format.js';
import type { GromacsModel } from './model.js';

/**
 * The system topology: [ defaults ], the atom types' include, the molecule types' include, [ system ]
 * and [ molecules ] (one line per run of consecutive molecules of one type, in .gro order).
 */
export function writeTop(model: GromacsModel): string {
  const d = model.defaults;
  return [
    `; ${model.residueName}.top written by TopoForge`,
    '',
    '[ defaults ]',
    '; nbfunc  comb-rule  gen-pairs  fudgeLJ  fudgeQQ',
    `  ${d.nbfunc}  ${d.combinationRule}  ${d.genPairs ? 'yes' : 'no'}  ${num(d.fudgeLJ)}  ${num(d.fudgeQQ)}`,
    '',
    `#include "${model.residueName}_atomtypes.itp"`,
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
 * Titles come from input files; a line break or a ';' would change the meaning of the topology, and a
 * line starting with '[' is a directive to grompp (an ionic liquid titled "[C4mim][BF4]").
 */
export const oneLine = (text: string): string => {
  const line = text.replace(/[\r\n;]+/g, ' ').trim();
  return line.startsWith('[') ? `system ${line}` : line;
};

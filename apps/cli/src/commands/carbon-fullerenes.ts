import { ALL_ISOMERS_UP_TO, enumerateFullerenes, fullereneIsomers, resolveFullerene } from '@topoforge/chem';
import { parseCommandArgs } from '../args.js';
import { UsageError } from '../errors.js';
import type { Output } from '../output.js';
import { CARBON_OUT_OPTIONS, carbonTarget, writeCarbon } from './carbon-output.js';

/**
 * `carbon fullerenes N [--ipr] [--json]`: the isomers of C_N as the API's tree offers them — every isomer
 * to C60, the isolated-pentagon (IPR) ones to C100, the icosahedral Goldberg–Coxeter cages to C720 —
 * in Atlas order. --ipr keeps the IPR isomers of the full lists (C20–C60); their Atlas numbers stay
 * those of the full list (C60-Ih is 1812), as the names use them.
 */
export function listFullerenes(args: readonly string[], output: Output): number {
  const { values, positionals } = parseCommandArgs(args, {
    ipr: { type: 'boolean' },
    json: { type: 'boolean' },
  });
  if (positionals.length !== 1 || !/^\d+$/.test(positionals[0]!))
    throw new UsageError("'carbon fullerenes' expects one atom count N, e.g. 'carbon fullerenes 60'.");
  const n = Number(positionals[0]);
  let list = fullereneIsomers(n);
  if (values.ipr === true && n <= ALL_ISOMERS_UP_TO) {
    const ipr = new Set(enumerateFullerenes(n, true).map((i) => i.spiral.join(' ')));
    list = list.filter((i) => i.spiral !== undefined && ipr.has(i.spiral.join(' ')));
  }
  if (n > ALL_ISOMERS_UP_TO && list[0]?.iprList)
    output.err(`C${n}: IPR isomers only (all isomers are listed to C${ALL_ISOMERS_UP_TO}).`);
  if (values.json === true) {
    const rows = list.map((i) => ({
      atlas: i.atlas ?? null,
      pointGroup: i.pointGroup,
      spiral: i.spiral ?? null,
      name: i.name,
    }));
    output.out(JSON.stringify(rows));
    return 0;
  }
  for (const i of list) {
    const atlas = i.atlas === undefined ? `GC(${i.goldbergCoxeter!.join(',')})` : String(i.atlas);
    output.out(
      `${atlas.padStart(8)}  ${i.name.padEnd(14)} ${i.pointGroup.padEnd(4)} ${i.spiral?.join(' ') ?? ''}`,
    );
  }
  output.out(`${list.length} isomer(s) of C${n}.`);
  return 0;
}

/** `carbon fullerene NAME --out FILE`: the named isomer's relaxed and checked cage (as GET model/fullerene/NAME). */
export function buildFullereneFile(args: readonly string[], output: Output): number {
  const { values, positionals } = parseCommandArgs(args, CARBON_OUT_OPTIONS);
  if (positionals.length !== 1)
    throw new UsageError(
      "'carbon fullerene' expects one NAME: C{n}, C{n}-{point group} or C{n}-{point group}_{index}.",
    );
  const target = carbonTarget('fullerene', values);
  const f = resolveFullerene(positionals[0]!);
  const atlas =
    f.atlas === undefined
      ? ''
      : `, Atlas ${f.atlas}${f.molecule.atomCount > ALL_ISOMERS_UP_TO ? ' (IPR)' : ''}`;
  const spiral = f.spiral ? `, spiral ${f.spiral.join(' ')}` : '';
  return writeCarbon(
    target,
    f.molecule,
    `${f.name}, ${f.molecule.atomCount} atoms, ${f.pointGroup}${atlas}${spiral}.`,
    output,
  );
}

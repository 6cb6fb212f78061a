import type { PolymerCommon, PolymerRequest, Polytype, RandomMode, Tacticity } from '@topoforge/chem';
import { buildPolymer, findFormat, monomerLibrary, planPolymer } from '@topoforge/chem';
import { parseCommandArgs, parseNumber, stringOption } from '../args.js';
import { resolveChargeMethod } from '../charge-methods.js';
import { UsageError } from '../errors.js';
import type { Output } from '../output.js';
import { writeText } from '../structure-files.js';
import { polymerChargesOf } from './polymer-charges.js';
import { mrvRequest } from './polymer-mrv.js';
import { polymerUnits } from './polymer-units.js';

export const POLYMER_USAGE = [
  'topoforge polymer homo --monomer ID|PSMILES --degree N [CHAIN OPTIONS] --out FILE.mol2',
  '  topoforge polymer block --monomers A:2,B:3 --degree N [CHAIN OPTIONS] --out FILE.mol2',
  '  topoforge polymer random --monomers A,B (--matrix "0.5,0.5;0.3,0.7" | --ratios "0,0.52;0.46,0" --feed 0.5,0.5 [--fixed-feed]) --degree N [CHAIN OPTIONS] --out FILE.mol2',
  '  topoforge polymer mrv (--file F.mrv | --mrv TEXT) [--torsion DEG|random] [--seed S] --out FILE.mol2',
  '  topoforge polymer monomers [--json]',
].join('\n');

const CHAIN_OPTIONS = {
  monomer: { type: 'string' },
  monomers: { type: 'string' },
  degree: { type: 'string' },
  polytype: { type: 'string' },
  torsion: { type: 'string' },
  seed: { type: 'string' },
  head: { type: 'string' },
  tail: { type: 'string' },
  tacticity: { type: 'string' },
  matrix: { type: 'string' },
  ratios: { type: 'string' },
  feed: { type: 'string' },
  'fixed-feed': { type: 'boolean' },
  file: { type: 'string' },
  mrv: { type: 'string' },
  out: { type: 'string' },
  json: { type: 'boolean' },
  charges: { type: 'string' },
  scale: { type: 'string' },
} as const;

const TACTICITY: Readonly<Record<string, Tacticity>> = {
  iso: 'isotactic',
  isotactic: 'isotactic',
  syndio: 'syndiotactic',
  syndiotactic: 'syndiotactic',
  atactic: 'atactic',
};

/**
 * `topoforge polymer …` (issue 18.6): the builder's homopolymer, block and random-copolymer calls with
 * the API's options, writing the chain as mol2; `monomers` lists the library. Units are built in 3D by
 * Open Babel (polymer-units.ts), the chain by chem's growth; the same options and seed give the same file.
 */
export async function polymerCommand(args: readonly string[], output: Output): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, CHAIN_OPTIONS);
  const [kind, ...extra] = positionals;
  if (extra.length > 0)
    throw new UsageError(`'polymer ${kind}' takes no positional arguments, got '${extra.join(' ')}'.`);
  if (kind === 'monomers') return listMonomers(values.json === true, output);
  if (kind !== 'homo' && kind !== 'block' && kind !== 'random' && kind !== 'mrv') {
    throw new UsageError(`'polymer' expects homo, block, random, mrv or monomers, got '${kind ?? ''}'.`);
  }
  const out = stringOption(values.out);
  if (out === undefined) throw new UsageError(`'polymer ${kind}' needs --out FILE.mol2.`);
  const request = kind === 'mrv' ? mrvRequest(values) : polymerRequest(kind, values);
  const methodName = stringOption(values.charges);
  const method = methodName === undefined ? undefined : resolveChargeMethod(methodName);
  const scale = parseNumber('scale', stringOption(values.scale), false) ?? 1;
  const plan = planPolymer(request);
  const units = await polymerUnits(plan, process.env);
  const result = buildPolymer(request, units, plan);
  const charges = method === undefined ? undefined : await polymerChargesOf(result, units, method, scale);
  writeText(
    out,
    charges === undefined
      ? result.mol2
      : findFormat('mol2')!.write!({ ...result.molecule, partialCharges: charges }),
  );
  output.out(
    `${out}: ${result.unitCount} units, ${result.atomCount} atoms; ${result.backtracks} back-tracks` +
      (request.torsion === 'random'
        ? ''
        : `, ${result.deviatedTorsions} junctions away from ${request.torsion}°`) +
      (method === undefined ? '' : `; ${method.id} charges transferred from H-capped units`) +
      '.',
  );
  return 0;
}

function listMonomers(json: boolean, output: Output): number {
  const lib = monomerLibrary();
  if (json) {
    output.out(JSON.stringify(lib, null, 2));
    return 0;
  }
  for (const g of lib) {
    output.out(`${g.en} (${g.zh})`);
    for (const m of g.subgroup) output.out(`  ${m.id.padEnd(28)} ${m.psmiles.padEnd(40)} ${m.en} / ${m.zh}`);
  }
  return 0;
}

type Values = Readonly<Record<string, string | boolean | undefined>>;

function polymerRequest(kind: 'homo' | 'block' | 'random', values: Values): PolymerRequest {
  const common = commonOptions(values);
  if (kind === 'homo') {
    const monomer = stringOption(values.monomer);
    if (monomer === undefined) throw new UsageError("'polymer homo' needs --monomer ID|PSMILES.");
    return { kind: 'homopolymer', monomer, ...common };
  }
  const list = stringOption(values.monomers);
  if (list === undefined) throw new UsageError(`'polymer ${kind}' needs --monomers.`);
  if (kind === 'block') {
    const blocks = list.split(',').map((item) => {
      const at = item.lastIndexOf(':');
      if (at < 0) throw new UsageError(`--monomers expects ID:COUNT items such as styrene:2, got '${item}'.`);
      return { monomer: item.slice(0, at), count: parseNumber('monomers', item.slice(at + 1), true)! };
    });
    return { kind: 'block', blocks, ...common };
  }
  return { kind: 'random', monomers: list.split(','), mode: randomMode(values), ...common };
}

function commonOptions(values: Values): PolymerCommon {
  const degree = parseNumber('degree', stringOption(values.degree), true);
  if (degree === undefined) throw new UsageError('--degree N is required.');
  const torsionText = stringOption(values.torsion) ?? '180';
  const torsion = torsionText === 'random' ? 'random' : parseNumber('torsion', torsionText, false)!;
  const polytype = stringOption(values.polytype);
  if (polytype !== undefined && !['ht', 'hh', 'rd'].includes(polytype)) {
    throw new UsageError(`--polytype expects ht, hh or rd, got '${polytype}'.`);
  }
  const tacticityText = stringOption(values.tacticity);
  const tacticity = tacticityText === undefined ? undefined : TACTICITY[tacticityText];
  if (tacticityText !== undefined && tacticity === undefined) {
    throw new UsageError(`--tacticity expects iso, syndio or atactic, got '${tacticityText}'.`);
  }
  const seed = parseNumber('seed', stringOption(values.seed), true);
  const head = stringOption(values.head);
  const tail = stringOption(values.tail);
  return {
    degree,
    torsion,
    ...(polytype === undefined ? {} : { polytype: polytype as Polytype }),
    ...(seed === undefined ? {} : { seed }),
    ...(head === undefined ? {} : { head }),
    ...(tail === undefined ? {} : { tail }),
    ...(tacticity === undefined ? {} : { tacticity }),
  };
}

/** "a,b;c,d" → [[a, b], [c, d]], naming the option on a bad number. */
function matrixOption(name: string, text: string): number[][] {
  return text.split(';').map((row) => row.split(',').map((cell) => parseNumber(name, cell.trim(), false)!));
}

function randomMode(values: Values): RandomMode {
  const matrix = stringOption(values.matrix);
  const ratios = stringOption(values.ratios);
  if ((matrix === undefined) === (ratios === undefined)) {
    throw new UsageError(
      "'polymer random' needs either --matrix (probability) or --ratios with --feed (competitive).",
    );
  }
  if (matrix !== undefined) return { type: 'probability', matrix: matrixOption('matrix', matrix) };
  const feed = stringOption(values.feed);
  if (feed === undefined) throw new UsageError('--ratios needs --feed with one concentration per monomer.');
  return {
    type: 'reactive',
    ratios: matrixOption('ratios', ratios!),
    feed: feed.split(',').map((f) => parseNumber('feed', f.trim(), false)!),
    fixedFeed: values['fixed-feed'] === true,
  };
}

import { UsageError } from '../errors.js';
import type { Output } from '../output.js';
import { graphyneFile, grapheneFile, nanotubeFile } from './carbon-builds.js';
import { buildFullereneFile, listFullerenes } from './carbon-fullerenes.js';
import { FUNCTIONALIZE_USAGE, functionalizeFile } from './carbon-functionalize.js';

export const CARBON_USAGE = [
  'topoforge carbon fullerenes N [--ipr] [--json]',
  '  topoforge carbon fullerene NAME --out FILE [--to FMT]',
  '  topoforge carbon graphene --x X --y Y [--rcc R] [--terminal-h] --out FILE [--to FMT]',
  '  topoforge carbon swnt (--n N --m M | --type armchair|zigzag --diameter D) --length L [--rcc R] [--terminal-h] --out FILE [--to FMT]',
  '  topoforge carbon mwnt --type armchair|zigzag --diameter D --walls W --length L [--rcc R] [--terminal-h] --out FILE [--to FMT]',
  '  topoforge carbon graphyne --unit-cell GDY|alpha-GY|beta-GY|gamma-GY --type zigzag|armchair|plane --x X --y Y --bonds NAME=LEN,… --out FILE [--to FMT]',
  `  ${FUNCTIONALIZE_USAGE}`,
].join('\n');

type Subcommand = (args: readonly string[], output: Output) => number | Promise<number>;

/** `topoforge carbon SUB …` (issue 19 item 7): one entry per subcommand. */
export const CARBON_SUBCOMMANDS: Readonly<Record<string, Subcommand>> = {
  fullerenes: listFullerenes,
  fullerene: buildFullereneFile,
  graphene: grapheneFile,
  swnt: (args, output) => nanotubeFile('swnt', args, output),
  mwnt: (args, output) => nanotubeFile('mwnt', args, output),
  graphyne: graphyneFile,
  functionalize: functionalizeFile,
};

/**
 * The carbon-material builder's calls on the command line: the fullerene isomers of a count, a fullerene
 * by name, graphene, single- and multi-wall nanotubes and graphyne, written in any format the structure
 * writers offer (from --to or the file name, as 'convert'); a periodic structure keeps its cell where the
 * format can carry it.
 */
export function carbonCommand(args: readonly string[], output: Output): number | Promise<number> {
  const [name, ...rest] = args;
  const sub = name === undefined ? undefined : CARBON_SUBCOMMANDS[name];
  if (!sub) {
    const known = Object.keys(CARBON_SUBCOMMANDS).join(', ');
    throw new UsageError(`'carbon' expects one of ${known}, got '${name ?? ''}'.`);
  }
  return sub(rest, output);
}

import { CONVERT_USAGE } from './commands/convert.js';
import { FORMATS_USAGE } from './commands/formats.js';
import { INFO_USAGE } from './commands/info.js';

export const HELP = `topoforge — read, convert and describe molecular and crystal structure files

Usage:
  ${CONVERT_USAGE}
      Convert IN to OUT; formats come from the file extensions or from --from/--to
      (an id or extension, see 'topoforge formats'). The first record is written.
      Whatever OUT's format cannot carry (a cell in xyz, bond orders in pdb …) is
      named on stderr. --perceive runs perception first: bonds from distances when
      IN has none, bond orders and formal charges where orders are unknown.
  ${INFO_USAGE}
      Title, formula (Hill order), atom and bond counts, net charge (sum of formal
      charges) and, for periodic structures, the cell (a b c in Å, α β γ in degrees,
      volume in Å³). Bonds are perceived from distances when the file has none.
  ${FORMATS_USAGE}
      The structure formats TopoForge reads and writes, and what each can carry.
  topoforge --help | -h
  topoforge --version | -V

Exit codes:
  0  success
  1  bad input: the file cannot be read, parsed or converted (the message names
     the file and, for parse errors, the line)
  2  usage error: unknown command or option, missing arguments
  3  internal error in TopoForge (please report it)`;

import { isTopoForgeError } from '@topoforge/chem';
import { buildCommand } from './commands/build.js';
import { carbonCommand } from './commands/carbon.js';
import { cgCommand } from './commands/cg.js';
import { chargesCommand } from './commands/charges.js';
import { convertCommand } from './commands/convert.js';
import { flowsCommand } from './commands/flows.js';
import { formatsCommand } from './commands/formats.js';
import { infoCommand } from './commands/info.js';
import { polymerCommand } from './commands/polymer.js';
import { potentialsCommand } from './commands/potentials.js';
import { typesCommand } from './commands/types.js';
import { userCommand } from './commands/user.js';
import { oauthCommand } from './commands/oauth.js';
import { FileError, UsageError } from './errors.js';
import { EXIT_BAD_INPUT, EXIT_INTERNAL, EXIT_OK, EXIT_USAGE } from './exit-codes.js';
import { HELP } from './help.js';
import type { Output } from './output.js';
import { cliVersion } from './version.js';

type Command = (args: readonly string[], output: Output) => number | Promise<number>;

const COMMANDS: Readonly<Record<string, Command>> = {
  convert: convertCommand,
  info: infoCommand,
  formats: formatsCommand,
  flows: flowsCommand,
  types: typesCommand,
  charges: chargesCommand,
  build: buildCommand,
  polymer: polymerCommand,
  carbon: carbonCommand,
  cg: cgCommand,
  potentials: potentialsCommand,
  user: userCommand,
  oauth: oauthCommand,
};

/** Runs one command line and returns the exit code; errors become one stderr line, never a stack. */
export function runCli(argv: readonly string[], output: Output): number | Promise<number> {
  try {
    const code = dispatch(argv, output);
    return typeof code === 'number' ? code : code.catch((e: unknown) => report(e, output));
  } catch (e) {
    return report(e, output);
  }
}

function dispatch(argv: readonly string[], output: Output): number | Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) throw new UsageError('no command given.');
  if (
    name === '--help' ||
    name === '-h' ||
    name === 'help' ||
    rest.includes('--help') ||
    rest.includes('-h')
  ) {
    output.out(HELP);
    return EXIT_OK;
  }
  if (name === '--version' || name === '-V') {
    output.out(cliVersion());
    return EXIT_OK;
  }
  const command = COMMANDS[name];
  if (!command) throw new UsageError(`unknown command '${name}'.`);
  return command(rest, output);
}

function report(e: unknown, output: Output): number {
  if (e instanceof UsageError) {
    output.err(`topoforge: ${e.message}\nRun 'topoforge --help' for usage.`);
    return EXIT_USAGE;
  }
  if (isTopoForgeError(e) || e instanceof FileError) {
    output.err(`topoforge: ${e.message}`);
    return EXIT_BAD_INPUT;
  }
  const what = (e instanceof Error ? `${e.name}: ${e.message}` : String(e)).replace(/\s*\n\s*/g, ' ');
  output.err(`topoforge: internal error (${what}); please report this at the project's issue tracker.`);
  return EXIT_INTERNAL;
}

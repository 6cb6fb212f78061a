import { expectPositionals, parseCommandArgs, stringOption } from '../args.js';
import { UsageError } from '../errors.js';
import { EXIT_BAD_INPUT, EXIT_OK } from '../exit-codes.js';
import type { Output } from '../output.js';

export const USER_USAGE = 'topoforge user add USERNAME [--level L] [--admin] [--password-stdin]';

/**
 * `topoforge user add`: creates an account in the server's database, found from the same environment as
 * the server (DATA_DIR, DATABASE_URL). The password never appears on the command line (it would show in
 * `ps` and the shell history): it is the first line of stdin, or typed at a prompt in a terminal.
 */
export async function userCommand(args: readonly string[], output: Output): Promise<number> {
  const [action, ...rest] = args;
  if (action !== 'add') {
    throw new UsageError(
      action === undefined ? "'user' expects an action: add." : `unknown user action '${action}'.`,
    );
  }
  const { values, positionals } = parseCommandArgs(rest, {
    level: { type: 'string' },
    admin: { type: 'boolean' },
    'password-stdin': { type: 'boolean' },
  });
  const [username = ''] = expectPositionals('user add', positionals, ['username']);
  const level = stringOption(values.level);
  const password = values['password-stdin'] === true ? await readFirstLine() : await askPassword();

  // Loaded here, not at start-up: the database drivers are not needed by the other commands.
  const { addUser, AdminError } = await import('@topoforge/server/admin');
  try {
    const user = await addUser({ username, password, level, admin: values.admin === true });
    const role = user.admin ? ', administrator' : '';
    output.out(
      `user '${user.username}' added (id ${user.id}, level ${user.userLevel}${role}) to ${user.database}`,
    );
    return EXIT_OK;
  } catch (e) {
    if (!(e instanceof AdminError)) throw e;
    output.err(`topoforge: ${e.message}`);
    return EXIT_BAD_INPUT;
  }
}

/** The first line of stdin, without its line break (the rest is ignored). */
async function readFirstLine(): Promise<string> {
  const chunks: string[] = [];
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) {
    chunks.push(chunk as string);
    if ((chunk as string).includes('\n')) break;
  }
  process.stdin.pause();
  return (chunks.join('').split('\n')[0] ?? '').replace(/\r$/, '');
}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new UsageError('no terminal to ask for the password: give it on stdin with --password-stdin.');
  }
  const password = await promptHidden('Password: ');
  if ((await promptHidden('Repeat password: ')) !== password) throw new UsageError('the passwords differ.');
  return password;
}

/** Reads one line from the terminal without echoing it. */
function promptHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let text = '';
    const finish = (): void => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string): void => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          finish();
          resolve(text);
          return;
        }
        if (ch === '\u0003') {
          finish();
          reject(new UsageError('cancelled.'));
          return;
        }
        text = ch === '\u007f' || ch === '\b' ? text.slice(0, -1) : text + ch;
      }
    };
    stdin.on('data', onData);
  });
}

import { chmod, chown, mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { isProgramError, runProgram } from '@topoforge/engines';

/**
 * Each platform user runs jobs as a Unix account of its own (issue 23 item 2), so a job can read and
 * write only its owner's job directories: `tfu<userId>`, a system account with no login shell and no
 * home, made on the user's first submission. Making accounts and submitting with `sbatch --uid` need
 * root; a server that is not root refuses jobs rather than run everyone's as one account.
 */
export interface UnixAccount {
  readonly name: string;
  readonly uid: number;
  readonly gid: number;
}

export const accountName = (userId: number): string => `tfu${userId}`;
export const canRunAsOthers = (): boolean => process.getuid?.() === 0;

const TIMEOUT_MS = 15_000;
const run = (command: string, args: string[]) =>
  runProgram(command, args, { cwd: '/', timeoutMs: TIMEOUT_MS, maxOutputBytes: 1024 * 1024 });

async function lookUp(name: string): Promise<UnixAccount | null> {
  try {
    const { stdout } = await run('getent', ['passwd', name]);
    const [, , uid, gid] = stdout.trim().split(':');
    return { name, uid: Number(uid), gid: Number(gid) };
  } catch (e) {
    // getent exits 2 when there is no such account.
    if (isProgramError(e) && e.kind === 'exit-code' && e.exit?.code === 2) return null;
    throw e;
  }
}

/** The user's account, made now when it does not exist yet (two submissions at once: one makes it). */
export async function ensureUnixAccount(userId: number): Promise<UnixAccount> {
  if (!Number.isSafeInteger(userId) || userId <= 0) throw new RangeError(`bad user id ${userId}`);
  const name = accountName(userId);
  // useradd fails while another useradd holds /etc/passwd's lock, or exits 9 when another submission
  // made the same account first: look again, and try a few times.
  for (let attempt = 1; ; attempt += 1) {
    const found = await lookUp(name);
    if (found) return found;
    try {
      await run('useradd', [
        '--system',
        '--user-group',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        '--comment',
        `TopoForge user ${userId}`,
        name,
      ]);
    } catch (e) {
      if (attempt >= 5) throw e;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}

/**
 * Gives the personal space and one job directory to the user's account, mode 0700: other accounts
 * cannot enter the space at all, and the server (root) still reads and writes everything in it.
 */
export async function prepareJobDirectory(
  space: string,
  jobDir: string,
  account: UnixAccount,
): Promise<void> {
  // The directories above come with the usual 0755 (a recursive mkdir would give them 0700 too).
  await mkdir(dirname(jobDir), { recursive: true });
  await mkdir(jobDir, { recursive: true, mode: 0o700 });
  for (const dir of [space, dirname(jobDir), jobDir]) {
    await chown(dir, account.uid, account.gid);
    await chmod(dir, 0o700);
  }
}

/**
 * The directories above the personal space must let job accounts pass (the x bit for others), or no
 * job can reach its directory; answers the first that does not, or null.
 */
export async function firstClosedAncestor(space: string): Promise<string | null> {
  for (let dir = dirname(space); ; dir = dirname(dir)) {
    // A directory not made yet is made on submission with the usual 0755.
    const mode = (await stat(dir).catch(() => null))?.mode ?? 0o755;
    if ((mode & 0o001) === 0) return dir;
    if (dirname(dir) === dir) return null;
  }
}

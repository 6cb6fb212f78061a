import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, resolve } from 'node:path';

/** Where /proc is (tests may point elsewhere); leftover programs are found only where it exists (Linux). */
const PROC = '/proc';

/** The members of process group `pgid` that still run (zombies aside), with their command line (argv). */
export function groupMembers(pgid: number, proc = PROC): { pid: number; argv: string[] }[] {
  let entries: string[];
  try {
    entries = readdirSync(proc).filter((e) => /^\d+$/.test(e));
  } catch {
    return [];
  }
  const members: { pid: number; argv: string[] }[] = [];
  for (const entry of entries) {
    try {
      const stat = readFileSync(`${proc}/${entry}/stat`, 'utf8');
      // pid (comm) state ppid pgrp …: comm may hold spaces and parentheses, so read after the last ')'.
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // A zombie has ended already: only its parent's wait remains.
      if (Number(pgrp) !== pgid || state === 'Z') continue;
      const argv = readFileSync(`${proc}/${entry}/cmdline`, 'utf8')
        .split('\0')
        .filter((a) => a !== '');
      members.push({ pid: Number(entry), argv });
    } catch {
      // The process ended while we looked.
    }
  }
  return members;
}

/**
 * Kills process group `pgid` when one of its members still runs `command` (the recorded program, by
 * path or name), so a pid the system has since given to an unrelated process is never signalled.
 * Answers whether it killed the group.
 */
export function killLeftoverGroup(pgid: number, command: string, proc = PROC): boolean {
  if (!Number.isInteger(pgid) || pgid <= 1 || pgid === process.pid) return false;
  const ours = groupMembers(pgid, proc).some(({ argv }) => runs(argv[0], command));
  if (!ours) return false;
  try {
    process.kill(-pgid, 'SIGKILL');
    return true;
  } catch {
    return false;
  }
}

const runs = (argv0: string | undefined, command: string): boolean =>
  argv0 !== undefined && (argv0 === command || basename(argv0) === basename(command));

/**
 * Removes a program's leftover temp directory: only a `topoforge-*` directory right under the system
 * temp dir (what withTempDir creates), whatever a row says. Answers whether there was one to remove.
 */
export async function removeLeftoverDir(dir: string, root = tmpdir()): Promise<boolean> {
  const path = resolve(dir);
  if (dirname(path) !== resolve(root) || !basename(path).startsWith('topoforge-')) return false;
  try {
    readdirSync(path);
  } catch {
    return false;
  }
  await rm(path, { recursive: true, force: true });
  return true;
}

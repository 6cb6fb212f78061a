import { readdirSync, readFileSync } from 'node:fs';
import { findFormat, perceive } from '@topoforge/chem';
import { alkaneBox } from './alkane-box.js';
import { pdbText } from './pdb-records.js';

/**
 * The heavy-work figures of `npm run bench:api` (issue 13 item 6): how the server answers others while
 * large structures are computed, and how fast a time-out stops the work. Talks HTTP to a server another
 * process runs; `pid` is that server's process, whose CPU time is read from /proc.
 */
const API = '/cgi/forward/autoff/api';
const CLIENTS = 4;
const PROBE_EVERY_MS = 20;

/** 125 n-decane chains (4,000 atoms) as the wizard's mol2, bonds and types perceived. */
export function alkaneMol2(): { mol2: string; atoms: number } {
  const pdb = findFormat('pdb')?.read;
  const mol2 = findFormat('mol2')?.write;
  if (!pdb || !mol2) throw new Error('chem has no PDB reader or mol2 writer');
  const molecule = pdb(pdbText('decane box', alkaneBox(125), 'HETATM'), { fileName: 'box.pdb' }).molecules[0];
  if (!molecule) throw new Error('the generated PDB gave no molecule');
  return { mol2: mol2(perceive(molecule).molecule), atoms: molecule.atomCount };
}

async function post(base: string, path: string, body: unknown): Promise<{ status: number; data: unknown }> {
  const response = await fetch(`${base}${API}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: unknown; error?: string };
  return { status: response.status, data: answer.data ?? answer.error };
}

const threadsOf = (pid: number): number =>
  Number(/^Threads:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const delay = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * CLIENTS clients each loop atom typing + the parameter call (GAFF, the wizard's default backup) on the
 * structure for `seconds`, while GET /cgi/health is probed every PROBE_EVERY_MS; prints its latency.
 */
export async function healthUnderLoad(base: string, mol2: string, seconds: number): Promise<boolean> {
  const typed = await post(base, 'forcefield/atomtype', { data: mol2, forcefield: 'GAFF' });
  if (typed.status !== 200) throw new Error(`atomtype: HTTP ${typed.status}: ${String(typed.data)}`);
  const param = { atomtype: typed.data, backup: 'OPLS-AA/L', watermodel: '-' };
  const body = { ...param, data: mol2, use_current_structure: 0, use_mseminario: 0 };
  const end = Date.now() + seconds * 1000;
  let rounds = 0;
  let failures = 0;
  const client = async (): Promise<void> => {
    while (Date.now() < end) {
      const types = await post(base, 'forcefield/atomtype', { data: mol2, forcefield: 'GAFF' });
      const set = await post(base, 'forcefield/param', body);
      if (types.status === 200 && set.status === 200) rounds++;
      else failures++;
    }
  };
  const clients = Array.from({ length: CLIENTS }, client);
  const latencies: number[] = [];
  while (Date.now() < end) {
    const started = performance.now();
    const response = await fetch(`${base}/cgi/health`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await delay(PROBE_EVERY_MS);
  }
  await Promise.all(clients);
  const sorted = latencies.sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  console.log(
    `${CLIENTS} clients typing + parameters for ${seconds} s: ${rounds} rounds done, ${failures} failed`,
  );
  console.log(
    `GET /cgi/health meanwhile (${sorted.length} probes): p50 ${percentile(sorted, 50).toFixed(1)} ms, ` +
      `p99 ${p99.toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`,
  );
  const met = p99 < 50 && failures === 0;
  console.log(`goal (health p99 < 50 ms, no failures): ${met ? 'met' : 'NOT met'}`);
  return met;
}

/** CPU ticks (1/100 s) each thread of process `pid` has used (/proc/<pid>/task/<tid>/stat). */
function threadTicks(pid: number): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(Number(tid), Number(fields[11]) + Number(fields[12]));
    } catch {
      // the thread ended meanwhile
    }
  }
  return ticks;
}

/**
 * A QEq call on the structure (tens of seconds of work) against a server whose charge time-out is 1 s:
 * how long the 504 takes, and whether the thread that computed it is gone a second later. The server
 * starts a fresh worker in its place at once (kept warm), so the process's CPU in that second is the new
 * worker loading, not QEq going on: the computing thread itself is what is followed.
 */
export async function timeoutFreesCpu(base: string, mol2: string, pid: number): Promise<boolean> {
  const before = threadTicks(pid);
  const started = performance.now();
  const pending = post(base, 'charge/qeq', { data: mol2 });
  await delay(900);
  const used = [...threadTicks(pid)].map(([tid, t]) => [tid, (t - (before.get(tid) ?? t)) / 100] as const);
  const [computing, seconds] = used.sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
  const answer = await pending;
  const answerMs = performance.now() - started;
  await delay(1000);
  // Under CPU contention from other programs the worker (nice 10) may barely run: then it cannot be told.
  const known = seconds >= 0.1;
  const gone = known && !threadTicks(pid).has(computing);
  const fate = !known ? 'could not be told apart (too little CPU)' : gone ? 'is gone' : 'STILL RUNS';
  console.log(
    `QEq past a 1 s time-out: HTTP ${answer.status} after ${answerMs.toFixed(0)} ms; the thread that ` +
      `computed it (${seconds.toFixed(2)} s CPU in the first 0.9 s) ${fate} a second later; ` +
      `threads ${threadsOf(pid)}`,
  );
  const met = answer.status === 504 && answerMs < 1500 && gone;
  console.log(`goal (504 in < 1500 ms, its worker thread terminated): ${met ? 'met' : 'NOT met'}`);
  return met;
}

/** SIGTERM while QEq runs in the workers: the time until the server process has exited. */
export async function sigtermWhileBusy(
  base: string,
  mol2: string,
  server: { kill(signal: NodeJS.Signals): boolean; exited: Promise<void> },
): Promise<void> {
  const pending = [post(base, 'charge/qeq', { data: mol2 }), post(base, 'charge/qeq', { data: mol2 })];
  await delay(500);
  const started = performance.now();
  server.kill('SIGTERM');
  await server.exited;
  const statuses = (await Promise.allSettled(pending)).map((r) =>
    r.status === 'fulfilled' ? r.value.status : 'none',
  );
  console.log(
    `SIGTERM with QEq running: server exited after ${(performance.now() - started).toFixed(0)} ms ` +
      `(the calls answered ${statuses.join(', ')})`,
  );
}

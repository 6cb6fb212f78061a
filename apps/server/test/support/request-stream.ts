import type { Proxy } from './replicas.js';

/**
 * A steady stream of API calls through the proxy for replicas.test.ts, four at a time: a user's details
 * (GET with the token), a tracking event (an anonymous write), atom typing (a job row) and a login, in turn.
 */

export type CallKind = 'details' | 'track' | 'atomtype' | 'login';
const KINDS: readonly CallKind[] = ['details', 'track', 'atomtype', 'login'];
const CONCURRENCY = 4;
const CALL_TIMEOUT_MS = 60_000;

export interface StreamSettings {
  readonly proxy: Proxy;
  readonly token: string;
  readonly username: string;
  readonly password: string;
}

export interface Outcome {
  readonly index: number;
  readonly kind: CallKind;
  /** The tracking event's name (unique per call), to find its row. */
  readonly eventName: string;
  /** HTTP status, or 0 when no answer came (connection failed or timed out). */
  readonly status: number;
  /** nginx's X-Upstream: the replicas tried, the one that answered last ("" without an answer). */
  readonly upstream: string;
  /** The start of the answer's body when it was not a 200, or the fetch error. */
  readonly error?: string;
}

/**
 * Methanol as a mol2: atom typing runs as a job on a worker thread of the replica that gets it. Its
 * hydroxyl hydrogen moves by 0.0001 Å per call: identical jobs in flight share one computation and one
 * row (kernel/jobs/shared-runs.ts), and the test counts one row per call.
 */
const methanolMol2 = (index: number): string => `@<TRIPOS>MOLECULE
methanol
 6 5 1 0 0
SMALL
NO_CHARGES

@<TRIPOS>ATOM
      1 C1         -0.0470    0.6640    0.0000 C.3     1 MOL       0.0000
      2 O1          1.3590    0.5280    0.0000 O.3     1 MOL       0.0000
      3 H1         -0.3510    1.7090    0.0000 H       1 MOL       0.0000
      4 H2         -0.4500    0.1750    0.8900 H       1 MOL       0.0000
      5 H3         -0.4500    0.1750   -0.8900 H       1 MOL       0.0000
      6 H4          ${(1.642 + index * 1e-4).toFixed(4)}   -0.3960    0.0000 H       1 MOL       0.0000
@<TRIPOS>BOND
     1     1     2    1
     2     1     3    1
     3     1     4    1
     4     1     5    1
     5     2     6    1
`;

function request(settings: StreamSettings, kind: CallKind, index: number): [string, RequestInit] {
  const json = (body: unknown, token?: string): RequestInit => ({
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  const url = settings.proxy.url;
  switch (kind) {
    case 'details':
      return [
        url('/cgi/user-center-service/user/getUserDetails'),
        { headers: { authorization: `Bearer ${settings.token}` } },
      ];
    case 'track':
      return [
        url('/cgi/user-center-service/eventTrack'),
        json({ eventName: eventNameOf(index), platform: 'WEB' }),
      ];
    case 'atomtype':
      return [
        url('/cgi/forward/autoff/api/forcefield/atomtype'),
        json({ data: methanolMol2(index), forcefield: 'GAFF' }, settings.token),
      ];
    case 'login':
      return [
        url('/cgi/auth-service/login'),
        json({ username: settings.username, password: settings.password, type: 0 }),
      ];
  }
}

const eventNameOf = (index: number): string => `replicas-${index}`;

async function call(settings: StreamSettings, index: number): Promise<Outcome> {
  const kind = KINDS[index % KINDS.length] as CallKind;
  const eventName = eventNameOf(index);
  const [url, init] = request(settings, kind, index);
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    const body = await response.text();
    const upstream = response.headers.get('x-upstream') ?? '';
    const failed = response.status === 200 ? {} : { error: body.slice(0, 300) };
    return { index, kind, eventName, status: response.status, upstream, ...failed };
  } catch (e) {
    return { index, kind, eventName, status: 0, upstream: '', error: String(e) };
  }
}

/**
 * Calls numbered from `first` on, CONCURRENCY at a time, while `more(next index, calls started so far)`
 * says so; answers the outcomes in index order.
 */
export async function runStream(
  settings: StreamSettings,
  first: number,
  more: (index: number, started: number) => boolean,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = first;
  const lane = async (): Promise<void> => {
    while (more(next, next - first)) {
      const index = next;
      next += 1;
      outcomes.push(await call(settings, index));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return outcomes.sort((x, y) => x.index - y.index);
}

/**
 * Fastify's own answer to a request that reaches a server already closing (return503OnClosing): the
 * request never ran there, so it was not in flight; the proxy should have sent it to another replica.
 */
export const refusedWhileClosing = (outcome: Outcome): boolean =>
  outcome.status === 503 && (outcome.error ?? '').startsWith('{"error":"Service Unavailable"');

/** The replica that answered last (nginx lists every one it tried, comma-separated). */
export const answeredBy = (outcome: Outcome): string => outcome.upstream.split(',').at(-1)?.trim() ?? '';

/** "N calls, N × 200, N retried on the other replica, N failed (statuses)". */
export function summary(outcomes: readonly Outcome[]): string {
  const failed = outcomes.filter((o) => o.status !== 200);
  const retried = outcomes.filter((o) => o.upstream.includes(','));
  const statuses = [...new Set(failed.map((o) => o.status))].join(', ');
  return (
    `${outcomes.length} calls, ${outcomes.length - failed.length} × 200, ${retried.length} retried on the ` +
    `other replica, ${failed.length} failed${failed.length > 0 ? ` (${statuses})` : ''}`
  );
}

import {
  errorEnvelopeSchema,
  eventTrackResultSchema,
  loginResultSchema,
  okEnvelope,
} from '@topoforge/contract';
import { expect, it, vi } from 'vitest';
import { addUser } from '../src/admin.js';
import type { TestServer } from './support/databases.js';
import { describeOnDatabases } from './support/databases.js';
import { startServer } from './start-server.js';

const NOT_FOUND = { found: false, version: null } as const;
const OVERRIDES = { programs: { obabel: NOT_FOUND, xtb: NOT_FOUND, mopac: NOT_FOUND } };
const PATH = '/cgi/user-center-service/eventTrack';
const answer = okEnvelope(eventTrackResultSchema);

function track(
  server: { url: (path: string) => string },
  body: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(server.url(PATH), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const rowsOf = (server: TestServer, deviceId: string) =>
  server.db.selectFrom('click_events').selectAll().where('device_id', '=', deviceId).orderBy('id').execute();

/** The rows of a device once `count` have been written (events are written in batches, within a moment). */
async function writtenRows(server: TestServer, deviceId: string, count = 1) {
  return vi.waitFor(
    async () => {
      const rows = await rowsOf(server, deviceId);
      if (rows.length < count) throw new Error(`${rows.length} of ${count} rows written so far`);
      return rows;
    },
    { timeout: 10_000, interval: 50 },
  );
}

describeOnDatabases(
  'POST /cgi/user-center-service/eventTrack',
  (server) => {
    it('stores an anonymous click with every field of the spec', async () => {
      const response = await track(server(), {
        deviceId: 'dev-1',
        platform: 'WEB',
        eventName: 'click',
        pageName: 'auto-ff-home',
        buttonName: 'generate-3d',
        userAgent: 'Mozilla/5.0 (test)',
        referer: 'https://example.org/home',
        url: 'https://example.org/auto-ff-home?step=1',
        channelId: 'ch-9',
        type: 'button',
      });
      expect(response.status).toBe(200);
      expect(answer.parse(await response.json()).data).toEqual({ accepted: true });
      expect((await writtenRows(server(), 'dev-1'))[0]).toMatchObject({
        platform: 'WEB',
        event_name: 'click',
        page_name: 'auto-ff-home',
        button_name: 'generate-3d',
        user_agent: 'Mozilla/5.0 (test)',
        referer: 'https://example.org/home',
        url: 'https://example.org/auto-ff-home?step=1',
        channel_id: 'ch-9',
        type: 'button',
        user_id: null,
      });
    });

    it('takes the user from the token, numbers as text, and the headers when the body lacks them', async () => {
      const added = await addUser({ username: 'tracked', password: 'Tracked_pass1' }, server().env);
      const loginResponse = await fetch(server().url('/cgi/auth-service/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'tracked', password: 'Tracked_pass1' }),
      });
      const token = okEnvelope(loginResultSchema).parse(await loginResponse.json()).data.access_token;
      const response = await track(
        server(),
        { deviceId: 'dev-user', eventName: 'download', channelId: 42, type: 2 },
        { authorization: `Bearer ${token}`, 'user-agent': 'agent/1.0', referer: 'https://example.org/r' },
      );
      expect(response.status).toBe(200);
      expect((await writtenRows(server(), 'dev-user'))[0]).toMatchObject({
        user_id: added.id,
        event_name: 'download',
        channel_id: '42',
        type: '2',
        user_agent: 'agent/1.0',
        referer: 'https://example.org/r',
      });
    });

    it('refuses an over-long field with a 400 naming it, and stores nothing', async () => {
      for (const [field, value] of [
        ['url', `https://x.org/${'a'.repeat(2048)}`],
        ['userAgent', 'u'.repeat(1025)],
        ['eventName', 'e'.repeat(129)],
        ['deviceId', 'd'.repeat(129)],
      ] as const) {
        const body = { eventName: 'e', buttonName: 'over-long', [field]: value };
        const response = await track(server(), body, { 'x-forwarded-for': '203.0.113.30' });
        expect(response.status, field).toBe(400);
        expect(errorEnvelopeSchema.parse(await response.json()).msg).toMatch(
          new RegExp(`'${field}': at most \\d+ characters`),
        );
      }
      // The caps themselves are accepted.
      const full = await track(server(), { deviceId: 'dev-cap', eventName: 'e', url: 'u'.repeat(2048) });
      expect(full.status).toBe(200);
      expect((await writtenRows(server(), 'dev-cap'))[0]?.url).toHaveLength(2048);
      const stored = await server()
        .db.selectFrom('click_events')
        .select('id')
        .where('button_name', '=', 'over-long')
        .execute();
      expect(stored).toEqual([]);
    });

    it('refuses an event without a name, naming the field', async () => {
      const response = await track(server(), { deviceId: 'dev-2', eventName: '  ' });
      expect(response.status).toBe(400);
      expect(errorEnvelopeSchema.parse(await response.json()).msg).toMatch(/'eventName'/);
    });

    it('refuses an invalid token with 401 rather than storing the click as anonymous', async () => {
      const response = await track(server(), { eventName: 'click' }, { authorization: 'Bearer broken' });
      expect(response.status).toBe(401);
    });

    it('answers 429 past 120 events a minute from one address, other addresses unaffected', async () => {
      const from = { 'x-forwarded-for': '203.0.113.40' };
      const statuses: number[] = [];
      for (let i = 0; i < 140; i += 1)
        statuses.push((await track(server(), { deviceId: 'dev-flood', eventName: 'flood' }, from)).status);
      // The first 120 fit any minute; the 140th is past 120 in the last minute however the minutes fall.
      expect(statuses.slice(0, 120)).toEqual(Array<number>(120).fill(200));
      expect(statuses.at(-1)).toBe(429);
      const refused = await track(server(), { eventName: 'flood' }, from);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      expect(errorEnvelopeSchema.parse(await refused.json()).code).toBe('too-many-events');
      const other = await track(server(), { eventName: 'flood' }, { 'x-forwarded-for': '203.0.113.41' });
      expect(other.status).toBe(200);
      const accepted = statuses.filter((s) => s === 200).length;
      expect(await writtenRows(server(), 'dev-flood', accepted)).toHaveLength(accepted);
    });

    it('answers 429 past 60 events a minute from one logged-in user, whatever the address', async () => {
      await addUser({ username: 'busy-tracker', password: 'Tracked_pass1' }, server().env);
      const loginResponse = await fetch(server().url('/cgi/auth-service/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'busy-tracker', password: 'Tracked_pass1' }),
      });
      const token = okEnvelope(loginResultSchema).parse(await loginResponse.json()).data.access_token;
      const statuses: number[] = [];
      for (let i = 0; i < 80; i += 1) {
        // A new address every 20 events: the address limit is never reached, the user's is.
        const headers = { authorization: `Bearer ${token}`, 'x-forwarded-for': `198.51.100.${50 + (i % 4)}` };
        statuses.push((await track(server(), { eventName: 'user-flood' }, headers)).status);
      }
      expect(statuses.slice(0, 60)).toEqual(Array<number>(60).fill(200));
      expect(statuses.at(-1)).toBe(429);
    });

    it('writes every accepted event by the time the server has closed, and deletes events past retention at start', async () => {
      // A second server on the same database: its start-up clean-up and its close are this test's.
      const old = new Date(Date.now() - 91 * 24 * 3_600_000).toISOString();
      const recent = new Date(Date.now() - 89 * 24 * 3_600_000).toISOString();
      await server()
        .db.insertInto('click_events')
        .values([
          { event_name: 'ancient', device_id: 'dev-retention', created_at: old },
          { event_name: 'kept', device_id: 'dev-retention', created_at: recent },
        ])
        .execute();
      const second = await startServer(server().env, OVERRIDES);
      expect((await rowsOf(server(), 'dev-retention')).map((r) => r.event_name)).toEqual(['kept']);
      const sent = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          track(
            second,
            { deviceId: 'dev-close', eventName: `burst-${i}` },
            { 'x-forwarded-for': '192.0.2.99' },
          ),
        ),
      );
      expect(sent.map((r) => r.status)).toEqual(Array<number>(100).fill(200));
      await second.app.close();
      const rows = await rowsOf(server(), 'dev-close');
      expect(rows.map((r) => r.event_name).sort()).toEqual(
        Array.from({ length: 100 }, (_, i) => `burst-${i}`).sort(),
      );
    });
  },
  { env: { TRUST_PROXY: '127.0.0.1' }, overrides: OVERRIDES },
);

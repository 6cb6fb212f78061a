import {
  errorEnvelopeSchema,
  eventTrackResultSchema,
  loginResultSchema,
  okEnvelope,
} from '@topoforge/contract';
import { expect, it } from 'vitest';
import { addUser } from '../src/admin.js';
import type { TestServer } from './support/databases.js';
import { describeOnDatabases } from './support/databases.js';

const NOT_FOUND = { found: false, version: null } as const;
const PATH = '/cgi/user-center-service/eventTrack';
const answer = okEnvelope(eventTrackResultSchema);

function track(server: TestServer, body: unknown, headers: Record<string, string> = {}) {
  return fetch(server.url(PATH), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const rowOf = (server: TestServer, id: number) =>
  server.db.selectFrom('click_events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

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
      const { data } = answer.parse(await response.json());
      expect(await rowOf(server(), data.id)).toMatchObject({
        device_id: 'dev-1',
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
        { eventName: 'download', channelId: 42, type: 2 },
        { authorization: `Bearer ${token}`, 'user-agent': 'agent/1.0', referer: 'https://example.org/r' },
      );
      const { data } = answer.parse(await response.json());
      const row = await rowOf(server(), data.id);
      expect(row).toMatchObject({
        user_id: added.id,
        event_name: 'download',
        channel_id: '42',
        type: '2',
        user_agent: 'agent/1.0',
        referer: 'https://example.org/r',
        device_id: null,
      });
    });

    it('cuts over-long fields to their limits instead of losing the event', async () => {
      const response = await track(server(), { eventName: 'e', url: `https://x.org/${'a'.repeat(5000)}` });
      const { data } = answer.parse(await response.json());
      expect((await rowOf(server(), data.id)).url).toHaveLength(2048);
    });

    it('refuses an event without a name, naming the field, and stores nothing', async () => {
      const before = await server().db.selectFrom('click_events').select('id').execute();
      const response = await track(server(), { deviceId: 'dev-2', eventName: '  ' });
      expect(response.status).toBe(400);
      expect(errorEnvelopeSchema.parse(await response.json()).msg).toMatch(/'eventName'/);
      expect(await server().db.selectFrom('click_events').select('id').execute()).toHaveLength(before.length);
    });

    it('refuses an invalid token with 401 rather than storing the click as anonymous', async () => {
      const response = await track(server(), { eventName: 'click' }, { authorization: 'Bearer broken' });
      expect(response.status).toBe(401);
    });
  },
  { overrides: { programs: { obabel: NOT_FOUND, xtb: NOT_FOUND, mopac: NOT_FOUND } } },
);

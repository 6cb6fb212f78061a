import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { consoleWarningSchema, reminderPageSchema, warningConfigSchema } from '@topoforge/contract';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { addCredit } from '../src/kernel/credit/credit.js';
import { creditDb } from '../src/kernel/credit/credit-rows.js';
import { spaceDirectory } from '../src/kernel/storage/space-paths.js';
import { okData as data, refusalCode as refused, WITHOUT_PROGRAMS } from './support/answers.js';
import { describeOnDatabases } from './support/databases.js';
import { callAs, userToken } from './support/user-token.js';

/** Reminders and warnings (issue 23 item 4): each user sees only their own; warnings from real figures. */
const NOTICE = '/cgi/user-center-service/user/notice';
const WARN = '/cgi/general-service/userWarning/config';
// 1 KiB personal quota: a 960-byte file is 93.75 % of it.
const OPTIONS = { env: { STORAGE_USER_QUOTA_MB: String(1 / 1024) }, overrides: WITHOUT_PROGRAMS };

describeOnDatabases(
  'notifications',
  (server) => {
    it('sends reminders only administrators write; each user reads and marks only their own', async () => {
      const admin = await userToken(server(), 'n-admin', true);
      const ann = await userToken(server(), 'n-ann', false);
      const bob = await userToken(server(), 'n-bob', false);
      const send = (token: string, body: object) =>
        callAs(server(), '/cgi/admin-service/notification/remind', token, body);
      expect(await refused(await send(ann, { title: 't', text: 'x' }), 403)).toBe('forbidden');
      const sent = await send(admin, {
        username: 'n-ann',
        title: '维护通知',
        text: '周六停机',
        link: '/news',
      });
      expect(await data(sent, z.object({ sent: z.number() }))).toEqual({ sent: 1 });
      const annPage = await data(
        await callAs(server(), `${NOTICE}/getFdcEventPageList`, ann),
        reminderPageSchema,
      );
      expect(annPage).toMatchObject({ total: 1, unread: 1, current: 1, size: 20 });
      expect(annPage.records[0]).toMatchObject({
        title: '维护通知',
        text: '周六停机',
        link: '/news',
        read: false,
      });
      const bobPage = await data(
        await callAs(server(), `${NOTICE}/getFdcEventPageList`, bob),
        reminderPageSchema,
      );
      expect(bobPage.total).toBe(0);
      const id = annPage.records[0]?.id ?? 0;
      expect(await refused(await callAs(server(), `${NOTICE}/read`, bob, { id }), 404)).toBe(
        'notification-not-found',
      );
      expect(
        await data(await callAs(server(), `${NOTICE}/read`, ann, { id }), z.object({ unread: z.number() })),
      ).toEqual({
        unread: 0,
      });
      // Without a username: every user gets it.
      const everyone = await send(admin, { title: '全体通知', text: '新功能上线' });
      const users = await server()
        .db.selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(await data(everyone, z.object({ sent: z.number() }))).toEqual({ sent: Number(users.n) });
      const bobAfter = await data(
        await callAs(server(), `${NOTICE}/getFdcEventPageList`, bob),
        reminderPageSchema,
      );
      expect(bobAfter.records.map((r) => r.title)).toEqual(['全体通知']);
      const unread = z.object({ unread: z.number() });
      expect(await data(await callAs(server(), `${NOTICE}/read`, ann, {}), unread)).toEqual({ unread: 0 });
    });

    it('keeps alert settings per user and warns from the credit balance and the storage in use', async () => {
      const ann = await userToken(server(), 'w-ann', false);
      const bob = await userToken(server(), 'w-bob', false);
      const configs = await data(
        await callAs(server(), `${WARN}/getUserWarningConfigList`, ann),
        z.array(warningConfigSchema),
      );
      expect(configs.map((c) => [c.code, c.enabled, c.threshold])).toEqual([
        ['low-credit', true, 10],
        ['storage-quota', true, 90],
      ]);
      const annId = (
        await server()
          .db.selectFrom('users')
          .select('id')
          .where('username', '=', 'w-ann')
          .executeTakeFirstOrThrow()
      ).id;
      const dir = spaceDirectory(server().config.dataDir, { kind: 'user', id: annId });
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, 'big.bin'), Buffer.alloc(960));
      const warnings = async (token: string) =>
        data(
          await callAs(server(), `${WARN}/getUserConsoleWarningInfo`, token, undefined, 'en'),
          z.array(consoleWarningSchema),
        );
      // No credit yet (0 < 10 core-hours) and 960 / 1024 bytes = 93.75 % ≥ 90 %.
      expect((await warnings(ann)).map((w) => [w.code, w.value])).toEqual([
        ['low-credit', 0],
        ['storage-quota', 93.75],
      ]);
      await addCredit(creditDb(server().db), { kind: 'user', id: annId }, 25, 'recharge');
      const save = (body: object) => callAs(server(), `${WARN}/saveUserConfig`, ann, body);
      await data(
        await save({ code: 'storage-quota', enabled: true, threshold: 95 }),
        z.array(warningConfigSchema),
      );
      expect(await warnings(ann)).toEqual([]);
      await data(
        await save({ code: 'low-credit', enabled: true, threshold: 30 }),
        z.array(warningConfigSchema),
      );
      const low = await warnings(ann);
      expect(low).toEqual([
        {
          code: 'low-credit',
          value: 25,
          threshold: 30,
          unit: 'core-hours',
          message: 'Computing credit is low: 25 core-hours left',
        },
      ]);
      expect(await refused(await save({ code: 'storage-quota', enabled: true, threshold: 101 }), 400)).toBe(
        'warning-threshold',
      );
      // Bob's settings are his own: still the defaults.
      const bobs = await data(
        await callAs(server(), `${WARN}/getUserWarningConfigList`, bob),
        z.array(warningConfigSchema),
      );
      expect(bobs.map((c) => c.threshold)).toEqual([10, 90]);
    });
  },
  OPTIONS,
);

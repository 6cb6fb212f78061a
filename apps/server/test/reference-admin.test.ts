import {
  errorEnvelopeSchema,
  okEnvelope,
  referenceDomainSchema,
  referenceUniversitySchema,
  referenceWordSchema,
  universityItemSchema,
} from '@topoforge/contract';
import { expect, it } from 'vitest';
import { z } from 'zod';
import type { TestServer } from './support/databases.js';
import { describeOnDatabases } from './support/databases.js';
import { startServer } from './start-server.js';
import { callAs, userToken as tokenOf } from './support/user-token.js';

/**
 * Administrators extend the reference lists (issue 22 item 3) through the real server: an edit changes
 * what the general, user-centre and registration calls answer at once, and only administrators edit.
 */
const NOT_FOUND = { found: false, version: null } as const;
const OPTIONS = {
  env: { TRUST_PROXY: '127.0.0.1' },
  overrides: { programs: { obabel: NOT_FOUND, xtb: NOT_FOUND, mopac: NOT_FOUND } },
};
const BASE = '/cgi/admin-service/reference';

const call = (server: TestServer, path: string, token: string, body?: unknown) =>
  callAs(server, `${BASE}/${path}`, token, body);

async function data<T extends z.ZodType>(response: Response, schema: T): Promise<z.infer<T>> {
  expect(response.status, await response.clone().text()).toBe(200);
  const envelope = okEnvelope(schema).parse(await response.json()) as { data: z.infer<T> };
  return envelope.data;
}

async function refusal(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  return errorEnvelopeSchema.parse(await response.json()).msg;
}

const get = async <T extends z.ZodType>(server: TestServer, path: string, schema: T) =>
  data(await fetch(server.url(path)), schema);

/** A registration the code check refuses (000000 is never sent): everything before it passed. */
const register = (server: TestServer, body: object) =>
  fetch(server.url('/cgi/auth-service/register?verification=000000'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'zh-CN',
      'x-forwarded-for': '10.40.0.1',
    },
    body: JSON.stringify({
      password: 'Reg_horse12',
      realName: '韩梅梅',
      organ: '示例材料研究所',
      isDefineOrgan: 1,
      department: '计算化学部',
      jobTitle: '学生',
      researchDirection: '分子模拟',
      ...body,
    }),
  });

describeOnDatabases(
  'reference lists edited by administrators',
  (server) => {
    it('refuses users who are not administrators (403)', async () => {
      const token = await tokenOf(server(), 'ref-plain', false);
      expect((await call(server(), 'email-domain/list', token)).status).toBe(403);
      expect((await call(server(), 'email-domain/add', token, { domain: 'x.org' })).status).toBe(403);
      expect((await call(server(), 'sensitive-word/add', token, { word: 'x', kind: 'add' })).status).toBe(
        403,
      );
    });

    it('an added domain is a college domain for the check and for registration', async () => {
      const admin = await tokenOf(server(), 'ref-admin-1', true);
      const check = `/cgi/general-service/emailInfo/isCollegesUnitsEmail?emailSuffix=lab.example-inst.org`;
      expect(await get(server(), check, z.boolean())).toBe(false);
      const email = 'someone@example-inst.org';
      expect(await refusal(await register(server(), { email }), 400)).toBe('请输入正确的高校单位邮箱地址');

      const row = await data(
        await call(server(), 'email-domain/add', admin, { domain: '@Example-Inst.org' }),
        referenceDomainSchema,
      );
      expect(row).toMatchObject({ domain: 'example-inst.org', createdBy: 'ref-admin-1' });
      expect(await get(server(), check, z.boolean())).toBe(true);
      expect(await refusal(await register(server(), { email }), 400)).toBe('验证码错误');
      const listed = await data(
        await call(server(), 'email-domain/list', admin),
        z.array(referenceDomainSchema),
      );
      expect(listed.map((d) => d.domain)).toEqual(['example-inst.org']);

      expect(
        await refusal(await call(server(), 'email-domain/add', admin, { domain: 'example-inst.org' }), 409),
      ).toBe('邮箱域名 example-inst.org 已在列表中');
      expect(await refusal(await call(server(), 'email-domain/add', admin, { domain: 'cn' }), 400)).toBe(
        '请输入正确的域名，至少两级，如 example.edu.cn',
      );
      await data(
        await call(server(), 'email-domain/remove', admin, { domain: 'example-inst.org' }),
        z.unknown(),
      );
      expect(await get(server(), check, z.boolean())).toBe(false);
      expect(
        await refusal(
          await call(server(), 'email-domain/remove', admin, { domain: 'example-inst.org' }),
          404,
        ),
      ).toBe('没有添加过邮箱域名 example-inst.org');
    });

    it('a removed word no longer blocks, an added word does', async () => {
      const admin = await tokenOf(server(), 'ref-admin-2', true);
      const check = (text: string) =>
        fetch(server().url('/cgi/general-service/validator/sensitive-words'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text }),
        });
      expect(await data(await check('我们出售手枪'), z.boolean())).toBe(true);
      await data(
        await call(server(), 'sensitive-word/add', admin, { word: '出售手枪', kind: 'remove' }),
        referenceWordSchema,
      );
      expect(await data(await check('我们出售手枪'), z.boolean())).toBe(false);
      await data(
        await call(server(), 'sensitive-word/add', admin, { word: '独角兽', kind: 'add' }),
        referenceWordSchema,
      );
      expect(await data(await check('蓝色独角兽'), z.boolean())).toBe(true);
      expect(
        await refusal(
          await call(server(), 'sensitive-word/add', admin, { word: 'x'.repeat(51), kind: 'add' }),
          400,
        ),
      ).toBe('词语须为1–50个字符');
      const edits = await data(
        await call(server(), 'sensitive-word/list', admin),
        z.array(referenceWordSchema),
      );
      expect(edits.map((e) => `${e.kind}:${e.word}`).sort()).toEqual(['add:独角兽', 'remove:出售手枪']);
    });

    it('an added university is found by getUniversityByName and accepted as an organisation id', async () => {
      const admin = await tokenOf(server(), 'ref-admin-3', true);
      const search =
        '/cgi/user-center-service/university/getUniversityByName?keyword=' + encodeURIComponent('示例材料');
      expect(await get(server(), search, z.array(universityItemSchema))).toEqual([]);
      expect(
        await refusal(
          await call(server(), 'university/add', admin, { id: 'ABC', name: '示例材料研究所' }),
          400,
        ),
      ).toBe('高校编号须为10位学校标识码，或字母 X 加1–9位数字');
      const row = await data(
        await call(server(), 'university/add', admin, {
          id: 'X42',
          name: '示例材料研究所',
          province: '江苏省',
        }),
        referenceUniversitySchema,
      );
      expect(row).toMatchObject({ id: 'X42', province: '江苏省', city: null, createdBy: 'ref-admin-3' });
      expect(await get(server(), search, z.array(universityItemSchema))).toEqual([
        { id: 'X42', name: '示例材料研究所', province: '江苏省' },
      ]);
      const picked = await register(server(), { phone: '13899990000', isDefineOrgan: 2, organId: 'X42' });
      expect(await refusal(picked, 400)).toBe('验证码错误');
    });

    it('a second replica on the same database sees an edit once its 3 s check comes round', async () => {
      const admin = await tokenOf(server(), 'ref-admin-4', true);
      const other = await startServer({ ...server().env }, OPTIONS.overrides);
      try {
        const check = '/cgi/general-service/emailInfo/isCollegesUnitsEmail?emailSuffix=replica-lab.org';
        const answer = async (url: string) =>
          okEnvelope(z.boolean()).parse(await (await fetch(url)).json()).data;
        expect(await answer(other.url(check))).toBe(false);
        await data(
          await call(server(), 'email-domain/add', admin, { domain: 'replica-lab.org' }),
          referenceDomainSchema,
        );
        // The replica that made the edit answers with it at once; the other after its next version check.
        expect(await answer(server().url(check))).toBe(true);
        await expect.poll(() => answer(other.url(check)), { timeout: 10_000, interval: 250 }).toBe(true);
      } finally {
        await other.app.close();
      }
    });
  },
  OPTIONS,
);

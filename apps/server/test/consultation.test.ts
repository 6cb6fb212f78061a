import { consultationSchema, errorEnvelopeSchema, loginResultSchema, okEnvelope } from '@topoforge/contract';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { addUser } from '../src/admin.js';
import type { TestServer } from './support/databases.js';
import { describeOnDatabases } from './support/databases.js';

/**
 * The consultation form's calls (spec 002 §2.6, §3, §4, §5 lead-form rules; issue 22 item 5) on both
 * databases: anonymous requests, the logged-in user's one record that the form edits, the spec's
 * messages, the region and country checks, the administrators' list.
 */
const OPTIONS = { env: { TRUST_PROXY: '127.0.0.1' } };
const PASSWORD = 'Consult_horse1';
const BASE = '/cgi/user-center-service/salesTrack';

const form = (over: Record<string, unknown> = {}) => ({
  customerName: '韩梅梅',
  gender: '1',
  phoneNo: '13912345678',
  email: 'hmm@ustc.edu.cn',
  country: '中国',
  address: '安徽省/合肥市/蜀山区',
  organ: '中国科学技术大学',
  department: '化学系',
  profession: '高校',
  jobTitle: '副教授',
  focusContent: '软件,计算服务',
  remarks: '想了解分子模拟的计算资源',
  ...over,
});

async function tokenOf(server: TestServer, username: string, admin = false): Promise<string> {
  await addUser({ username, password: PASSWORD, admin }, server.env);
  const response = await fetch(server.url('/cgi/auth-service/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.20.${admin ? 1 : 0}.1` },
    body: JSON.stringify({ username, password: PASSWORD, type: 0 }),
  });
  return okEnvelope(loginResultSchema).parse(await response.json()).data.access_token;
}

function send(server: TestServer, path: string, body: unknown, ip: string, token?: string) {
  return fetch(server.url(`${BASE}/${path}`), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'zh-CN',
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

const record = okEnvelope(consultationSchema);
const refusal = async (response: Response) => {
  expect(response.status).toBe(400);
  return errorEnvelopeSchema.parse(await response.json()).msg;
};

describeOnDatabases(
  'the consultation form',
  (server) => {
    it('takes an anonymous request with the spec defaults, and refuses bad fields with the spec messages', async () => {
      const ip = '10.21.0.1';
      const saved = record.parse(await (await send(server(), 'addSalesTrack', form(), ip)).json()).data;
      expect(saved).toMatchObject({
        customerName: '韩梅梅',
        intention: 10000,
        focusContent: '软件,计算服务',
      });
      expect(
        await refusal(await send(server(), 'addSalesTrack', form({ phoneNo: '12912345678' }), ip)),
      ).toContain('请输入正确的手机号');
      expect(await refusal(await send(server(), 'addSalesTrack', form({ customerName: ' ' }), ip))).toContain(
        '请输入姓名',
      );
      expect(
        await refusal(await send(server(), 'addSalesTrack', form({ profession: '政府' }), ip)),
      ).toContain('请选择行业');
      expect(
        await refusal(await send(server(), 'addSalesTrack', form({ address: '安徽省/南京市' }), ip)),
      ).toContain('请选择地区');
      expect(await refusal(await send(server(), 'addSalesTrack', form({ country: '火星' }), ip))).toContain(
        '请选择国家',
      );
      // Outside China the address is free text.
      const abroad = await send(server(), 'addSalesTrack', form({ country: '德国', address: 'Berlin' }), ip);
      expect(abroad.status).toBe(200);
      expect(
        await refusal(await send(server(), 'addSalesTrack', form({ remarks: '字'.repeat(301) }), ip)),
      ).toContain('最多300');
    });

    it('keeps one record per logged-in user, which the form reads back and edits', async () => {
      const ip = '10.22.0.1';
      const token = await tokenOf(server(), 'consult-user');
      const empty = await fetch(server().url(`${BASE}/getSalesTrack`), {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(okEnvelope(consultationSchema.nullable()).parse(await empty.json()).data).toBeNull();
      const first = record.parse(
        await (await send(server(), 'addSalesTrack', form(), ip, token)).json(),
      ).data;
      const again = record.parse(
        await (await send(server(), 'addSalesTrack', form({ remarks: '第二次' }), ip, token)).json(),
      ).data;
      expect(again.id).toBe(first.id);
      const edited = await send(
        server(),
        'editSalesTrack',
        { ...form({ organ: '合肥工业大学' }), id: first.id },
        ip,
        token,
      );
      expect(record.parse(await edited.json()).data.organ).toBe('合肥工业大学');
      const read = await fetch(server().url(`${BASE}/getSalesTrack`), {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(okEnvelope(consultationSchema.nullable()).parse(await read.json()).data).toMatchObject({
        id: first.id,
        organ: '合肥工业大学',
        address: '安徽省/合肥市/蜀山区',
      });
      const other = await send(server(), 'addSalesTrack', form(), '10.22.0.2');
      const otherId = record.parse(await other.json()).data.id;
      const stolen = await send(server(), 'editSalesTrack', { ...form(), id: otherId }, ip, token);
      expect(stolen.status).toBe(404);
    });

    it('lists the requests for administrators only, newest first, with a keyword', async () => {
      const ip = '10.23.0.1';
      await send(server(), 'addSalesTrack', form({ organ: '关键字大学', customerName: '甲' }), ip);
      await send(server(), 'addSalesTrack', form({ organ: '另一所大学', customerName: '乙' }), ip);
      const user = await tokenOf(server(), 'not-admin');
      const admin = await tokenOf(server(), 'the-admin', true);
      const list = (token: string, query = '') =>
        fetch(server().url(`/cgi/admin-service/salesTrack/list${query}`), {
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await list(user)).status).toBe(403);
      const page = okEnvelope(
        z.object({
          total: z.number(),
          records: z.array(consultationSchema.extend({ userId: z.number().nullable() })),
        }),
      );
      const all = page.parse(await (await list(admin)).json()).data;
      expect(all.records[0]?.customerName).toBe('乙');
      const found = page.parse(
        await (await list(admin, `?keyword=${encodeURIComponent('关键字')}`)).json(),
      ).data;
      expect(found.records.map((r) => r.customerName)).toEqual(['甲']);
    });
  },
  OPTIONS,
);

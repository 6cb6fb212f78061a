import {
  countrySchema,
  errorEnvelopeSchema,
  okEnvelope,
  regionNodeSchema,
  universityItemSchema,
} from '@topoforge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningServer } from './start-server.js';
import { startServer } from './start-server.js';

// Pure lookups over shipped data: the plain server (SQLite in a temp dir) is enough, no database rows.
const NOT_FOUND = { found: false, version: null } as const;
const OVERRIDES = { programs: { obabel: NOT_FOUND, xtb: NOT_FOUND, mopac: NOT_FOUND } };
const GENERAL = '/cgi/general-service';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({}, OVERRIDES);
});
afterAll(async () => {
  await server.app.close();
});

const getJson = async (path: string) => {
  const response = await fetch(server.url(path));
  return { status: response.status, body: (await response.json()) as unknown };
};
const checkText = async (body: string, contentType: string) => {
  const response = await fetch(server.url(`${GENERAL}/validator/sensitive-words`), {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as unknown };
};
const booleanAnswer = okEnvelope(z.boolean());

describe('GET /cgi/user-center-service/university/getUniversityByName', () => {
  const path = (keyword: string) =>
    `/cgi/user-center-service/university/getUniversityByName?keyword=${encodeURIComponent(keyword)}`;

  it('answers universities whose name contains the keyword, with their Ministry codes', async () => {
    const { status, body } = await getJson(path('清华'));
    expect(status).toBe(200);
    const data = okEnvelope(z.array(universityItemSchema)).parse(body).data;
    expect(data[0]).toEqual({ id: '4111010003', name: '清华大学', province: '北京市', city: '北京市' });
  });

  it('answers at most 20, also for an empty keyword', async () => {
    for (const keyword of ['大学', '']) {
      const data = okEnvelope(z.array(universityItemSchema)).parse((await getJson(path(keyword))).body).data;
      expect(data).toHaveLength(20);
    }
  });
});

describe('GET /cgi/general-service/emailInfo/isCollegesUnitsEmail', () => {
  const path = (suffix: string) =>
    `${GENERAL}/emailInfo/isCollegesUnitsEmail?emailSuffix=${encodeURIComponent(suffix)}`;

  it('is true for a university or institute domain and false for public mail', async () => {
    expect(booleanAnswer.parse((await getJson(path('pku.edu.cn'))).body).data).toBe(true);
    expect(booleanAnswer.parse((await getJson(path('someone@iphy.ac.cn'))).body).data).toBe(true);
    expect(booleanAnswer.parse((await getJson(path('qq.com'))).body).data).toBe(false);
  });

  it('refuses a missing suffix with a 400 naming the field', async () => {
    const { status, body } = await getJson(`${GENERAL}/emailInfo/isCollegesUnitsEmail?emailSuffix=`);
    expect(status).toBe(400);
    expect(errorEnvelopeSchema.parse(body).error).toContain('emailSuffix');
  });
});

describe('POST /cgi/general-service/validator/sensitive-words', () => {
  it('is true for a text with a listed word, false for a clean one (JSON or plain text)', async () => {
    const hit = await checkText(JSON.stringify({ text: '出售手枪' }), 'application/json');
    expect(booleanAnswer.parse(hit.body).data).toBe(true);
    const clean = await checkText(JSON.stringify({ text: '计算化学与分子模拟' }), 'application/json');
    expect(booleanAnswer.parse(clean.body).data).toBe(false);
    const plain = await checkText('出售手枪', 'text/plain; charset=utf-8');
    expect(booleanAnswer.parse(plain.body).data).toBe(true);
  });

  it('refuses a text over 2000 characters', async () => {
    const { status, body } = await checkText(JSON.stringify({ text: 'x'.repeat(2001) }), 'application/json');
    expect(status).toBe(400);
    expect(errorEnvelopeSchema.parse(body).code).toBe('invalid-request');
  });
});

describe('region tree and country list', () => {
  it('answers the region tree with 北京市 and 上海市 浦东新区', async () => {
    const { status, body } = await getJson(`${GENERAL}/reference/regions`);
    expect(status).toBe(200);
    const tree = okEnvelope(z.array(regionNodeSchema)).parse(body).data;
    const shanghai = tree.find((p) => p.code === '310000');
    expect(tree.find((p) => p.code === '110000')?.name).toBe('北京市');
    expect(shanghai?.children?.[0]?.children?.some((d) => d.code === '310115' && d.name === '浦东新区')).toBe(
      true,
    );
  });

  it('answers the countries with China first', async () => {
    const { body } = await getJson(`${GENERAL}/reference/countries`);
    const list = okEnvelope(z.array(countrySchema)).parse(body).data;
    expect(list[0]).toEqual({ code: 'CN', zh: '中国', en: 'China' });
    expect(list.length).toBeGreaterThan(200);
  });
});

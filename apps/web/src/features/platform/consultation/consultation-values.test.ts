import type { ConsultationWire } from '@topoforge/contract';
import { consultationBodySchema } from '@topoforge/contract';
import { describe, expect, it } from 'vitest';
import {
  addressFor,
  consultationBody,
  emptyConsultation,
  intentionFrom,
  joinAddress,
  prefillFrom,
  splitAddress,
} from './consultation-values';

// Expected forms are those of spec 002 §3 (address joined by '/', focus areas by ',', gender '0' and
// country China by default, intention 10000 by default) and §4 (the country reset rule).

describe('address join and split', () => {
  it('joins a Chinese region path with slashes and trims free text', () => {
    expect(joinAddress(['广东省', '深圳市', '南山区'])).toBe('广东省/深圳市/南山区');
    expect(joinAddress([])).toBe('');
    expect(joinAddress('  12 Baker Street ')).toBe('12 Baker Street');
  });

  it('splits a Chinese address back into its path and leaves other countries’ text whole', () => {
    expect(splitAddress('中国', '北京市/北京市/朝阳区')).toEqual(['北京市', '北京市', '朝阳区']);
    expect(splitAddress('中国', '')).toEqual([]);
    expect(splitAddress('日本', 'Tokyo/Chiyoda')).toBe('Tokyo/Chiyoda');
  });
});

describe('country reset rule (002 §4)', () => {
  it('gives an empty path for China and an empty text otherwise', () => {
    expect(addressFor('中国')).toEqual([]);
    expect(addressFor('美国')).toBe('');
    expect(addressFor(undefined)).toBe('');
  });
});

describe('intention from the query', () => {
  it('reads a whole amount and falls back to 10000', () => {
    expect(intentionFrom('50000')).toBe(50000);
    expect(intentionFrom(null)).toBe(10000);
    expect(intentionFrom('')).toBe(10000);
    expect(intentionFrom('-5')).toBe(10000);
    expect(intentionFrom('abc')).toBe(10000);
  });
});

describe('request body', () => {
  const filled = {
    ...emptyConsultation(),
    customerName: ' 张三 ',
    phoneNo: '13812345678',
    email: 'zhang@example.edu.cn',
    address: ['广东省', '深圳市', '南山区'],
    organ: '某大学',
    department: '化学系',
    profession: '高校' as const,
    jobTitle: '教授' as const,
    focusContent: ['软件' as const, '云' as const],
    consent: true,
  };

  it('joins the lists, trims and passes the contract schema', () => {
    const body = consultationBody(filled, 10000);
    expect(body).toMatchObject({
      customerName: '张三',
      gender: '0',
      country: '中国',
      address: '广东省/深圳市/南山区',
      focusContent: '软件,云',
      intention: 10000,
    });
    expect(body).not.toHaveProperty('remarks');
    expect(consultationBodySchema.safeParse(body).success).toBe(true);
  });

  it('leaves out empty focus areas and keeps remarks', () => {
    const body = consultationBody({ ...filled, focusContent: [], remarks: ' 需要试用 ' }, 20000);
    expect(body).not.toHaveProperty('focusContent');
    expect(body.remarks).toBe('需要试用');
    expect(body.intention).toBe(20000);
  });
});

describe('prefill from the stored record', () => {
  const record: ConsultationWire = {
    id: 7,
    customerName: '李四',
    gender: '1',
    phoneNo: '13912345678',
    email: 'li@example.com',
    country: '中国',
    address: '上海市/上海市/浦东新区',
    organ: '研究所',
    department: '材料部',
    profession: '科研院所',
    jobTitle: '工程师',
    focusContent: '云,测试分析',
    remarks: '谢谢',
    intention: 10000,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  };

  it('maps the wire record back onto the form', () => {
    expect(prefillFrom(record)).toEqual({
      customerName: '李四',
      gender: '1',
      phoneNo: '13912345678',
      email: 'li@example.com',
      country: '中国',
      address: ['上海市', '上海市', '浦东新区'],
      organ: '研究所',
      department: '材料部',
      profession: '科研院所',
      jobTitle: '工程师',
      focusContent: ['云', '测试分析'],
      remarks: '谢谢',
      consent: false,
    });
  });

  it('keeps a foreign address as text and drops names no longer listed', () => {
    const values = prefillFrom({ ...record, country: '日本', address: 'Tokyo', focusContent: '云,旧项' });
    expect(values.address).toBe('Tokyo');
    expect(values.focusContent).toEqual(['云']);
    expect(prefillFrom({ ...record, focusContent: undefined }).focusContent).toEqual([]);
  });
});

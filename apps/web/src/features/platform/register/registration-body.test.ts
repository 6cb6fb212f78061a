import { registrationBodySchema } from '@topoforge/contract';
import { describe, expect, it } from 'vitest';
import type { RegisterValues } from './registration-body';
import { registrationBody } from './registration-body';

const base: RegisterValues = {
  account: ' 13800138000 ',
  code: '123456',
  password: 'Abcdef1!',
  confirm: 'Abcdef1!',
  realName: ' 张三 ',
  organ: '北京大学',
  organId: '4111010001',
  department: '化学学院',
  jobTitle: '学生',
  researchDirection: '分子模拟',
  terms: true,
};

// 002 §3 registration data and §5 channel rule; the contract's schema (the server's check) accepts the result.
describe('the registration data sent', () => {
  it('sends a phone account with a picked organisation as isDefineOrgan 2 and passes the contract schema', () => {
    const body = registrationBody(base, {});
    expect(body).toMatchObject({
      phone: '13800138000',
      realName: '张三',
      organId: '4111010001',
      isDefineOrgan: 2,
    });
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('confirm');
    expect(registrationBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends the certificate URLs (joined by |) with a teacher title only (002 §3, §5)', () => {
    const urls =
      '/cgi/general-service/commonUpload/certificate/a.png|/cgi/general-service/commonUpload/certificate/b.jpg';
    const teacher = registrationBody({ ...base, jobTitle: '老师', teacherQualificationImg: urls }, {});
    expect(teacher.teacherQualificationImg).toBe(urls);
    expect(registrationBodySchema.safeParse(teacher).success).toBe(true);
    const student = registrationBody({ ...base, teacherQualificationImg: urls }, {});
    expect(student).not.toHaveProperty('teacherQualificationImg');
  });

  it('sends an e-mail account and a typed organisation as isDefineOrgan 1', () => {
    const body = registrationBody(
      { ...base, account: 'Li@PKU.edu.cn', organId: undefined, organ: '某研究所' },
      {},
    );
    expect(body).toMatchObject({ email: 'li@pku.edu.cn', organ: '某研究所', isDefineOrgan: 1 });
    expect(body).not.toHaveProperty('organId');
    expect(registrationBodySchema.safeParse(body).success).toBe(true);
  });

  it('makes a valid referrer phone the channel (type C) only when the query has no channel id', () => {
    expect(registrationBody({ ...base, referrer: '13900139000' }, {})).toMatchObject({
      channelId: '13900139000',
      channelType: 'C',
    });
    expect(
      registrationBody({ ...base, referrer: '13900139000' }, { channelId: 'x1', channelType: 'A' }),
    ).toMatchObject({
      channelId: 'x1',
      channelType: 'A',
    });
    expect(registrationBody({ ...base, referrer: '123' }, {})).not.toHaveProperty('channelId');
  });
});

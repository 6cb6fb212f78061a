import { describe, expect, it } from 'vitest';
import { createCollegeEmailRule, emailDomainOf } from './email-domains.js';

describe('emailDomainOf', () => {
  it('takes the part after the last @, lower-cased, without a final dot', () => {
    expect(emailDomainOf('Someone@PKU.edu.cn')).toBe('pku.edu.cn');
    expect(emailDomainOf('@mails.tsinghua.edu.cn.')).toBe('mails.tsinghua.edu.cn');
    expect(emailDomainOf('ustc.edu.cn')).toBe('ustc.edu.cn');
    expect(emailDomainOf('not a domain')).toBeNull();
    expect(emailDomainOf('a@')).toBeNull();
    expect(emailDomainOf('x@-bad-.cn')).toBeNull();
  });
});

describe('createCollegeEmailRule', () => {
  const rule = createCollegeEmailRule();

  it('accepts university and research-institute domains and their subdomains', () => {
    for (const address of [
      'pku.edu.cn',
      'someone@mails.tsinghua.edu.cn',
      'iphy.ac.cn',
      'someone@cas.cn',
      'dicp.cas.cn',
      'cuhk.edu.hk',
      'mit.edu',
      'ox.ac.uk',
    ]) {
      expect(rule.isCollegeEmail(address), address).toBe(true);
    }
  });

  it('refuses public mail and look-alikes that only contain a listed suffix', () => {
    for (const address of [
      'qq.com',
      'someone@163.com',
      'gmail.com',
      'notedu.cn',
      'edu.cn.example.com',
      'xcas.cn',
      '',
    ]) {
      expect(rule.isCollegeEmail(address), address).toBe(false);
    }
  });

  it('takes administrators’ additions', () => {
    expect(rule.isCollegeEmail('lab@example-institute.org')).toBe(false);
    const extended = createCollegeEmailRule(['Example-Institute.org', 'not a domain']);
    expect(extended.isCollegeEmail('lab@mail.example-institute.org')).toBe(true);
  });
});

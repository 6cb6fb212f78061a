import { describe, expect, it } from 'vitest';
import { accountFault, isEmailLike } from './account-rules';

// 002 §5 shared validators: a phone is 11 digits starting with 1; an '@' makes the value an e-mail.
describe('the phone-or-e-mail field', () => {
  it('asks for a value when empty', () => {
    expect(accountFault('  ')).toBe('account');
  });
  it('checks phones as 11 digits starting with 1', () => {
    expect(accountFault('13800138000')).toBeUndefined();
    expect(accountFault('23800138000')).toBe('phoneFormat');
    expect(accountFault('1380013800')).toBe('phoneFormat');
  });
  it('checks e-mails once an @ is typed', () => {
    expect(isEmailLike('a@pku.edu.cn')).toBe(true);
    expect(accountFault('a@pku.edu.cn')).toBeUndefined();
    expect(accountFault('a@pku')).toBe('emailFormat');
  });
});

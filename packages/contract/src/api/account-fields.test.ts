import { describe, expect, it } from 'vitest';
import { emailSchema, passwordFaults, phoneSchema } from './account-fields.js';

describe('the spec 002 §5 shared validators', () => {
  it('accepts a password of 8–20 characters with a digit, lower, upper and one of _ , . ! @ #', () => {
    expect(passwordFaults('Correct_horse1')).toEqual([]);
    expect(passwordFaults('Ab1,Ab1,')).toEqual([]);
  });

  it.each([
    ['Ab1_', ['length']],
    ['Abcdefgh1_Abcdefgh1_X', ['length']],
    ['Abcdefg1$', ['character', 'special']],
    ['Abcdefgh_', ['digit']],
    ['ABCDEFG1_', ['lower']],
    ['abcdefg1_', ['upper']],
    ['Abcdefgh1', ['special']],
    ['密码Abcdef1_', ['character']],
  ])('names what %s lacks', (password, faults) => {
    expect(passwordFaults(password)).toEqual(faults);
  });

  it('takes phones of 11 digits starting with 1 and standard e-mail addresses (lower-cased)', () => {
    expect(phoneSchema.safeParse('13800138000').success).toBe(true);
    expect(phoneSchema.safeParse('23800138000').success).toBe(false);
    expect(phoneSchema.safeParse('1380013800').success).toBe(false);
    expect(emailSchema.parse('Lin@PKU.edu.CN')).toBe('lin@pku.edu.cn');
    expect(emailSchema.safeParse('lin@pku').success).toBe(false);
    expect(emailSchema.safeParse('lin pku@edu.cn').success).toBe(false);
  });
});

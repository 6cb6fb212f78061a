import { describe, expect, it } from 'vitest';
import { createSensitiveWordMatcher, shippedSensitiveWords } from './sensitive-words.js';

describe('the shipped sensitive-word list', () => {
  it('holds the source files’ words once each, without category lines', () => {
    const words = shippedSensitiveWords();
    expect(words.length).toBeGreaterThan(2000);
    expect(new Set(words).size).toBe(words.length);
    expect(words.some((w) => w.startsWith('# '))).toBe(false);
    // Words of the source's 涉枪涉爆 and 色情词库 files.
    expect(words).toContain('出售手枪');
    expect(words).toContain('porn');
  });
});

describe('createSensitiveWordMatcher', () => {
  const matcher = createSensitiveWordMatcher();

  it('finds a listed word inside a text, ignoring case and full-width forms', () => {
    expect(matcher.find('我们出售手枪和子弹')).toContain('出售手枪');
    expect(matcher.contains('free PORN here')).toBe(true);
    expect(matcher.contains('free ＰＯＲＮ here')).toBe(true);
  });

  it('passes ordinary research profiles', () => {
    for (const text of [
      '化学与分子工程学院',
      '分子动力学模拟与力场开发',
      'Molecular dynamics and data analysis of polymers',
      '北京理工大学',
      'Sb-doped SnO2 electrodes',
      '',
    ]) {
      expect(matcher.find(text), text).toEqual([]);
    }
  });

  it('matches Latin words as whole words only', () => {
    expect(matcher.contains('pornography studies')).toBe(false);
    expect(matcher.contains('porn studies')).toBe(true);
  });

  it('does not block substance names (含能材料, 药物化学) nor department names holding a listed word', () => {
    expect(matcher.contains('含能材料与炸药性能')).toBe(false);
    expect(matcher.contains('morphine analogues')).toBe(false);
    expect(matcher.contains('中共党史党建学院')).toBe(false);
    // The allowance covers the phrase only: the listed word elsewhere still counts.
    expect(matcher.contains('中共党史党建学院 中共')).toBe(true);
  });

  it('takes administrators’ added, removed and allowed words', () => {
    const extended = createSensitiveWordMatcher({
      extraWords: ['测试违禁词', 'badword'],
      removedWords: ['出售手枪'],
      extraAllowed: ['测试违禁词研究'],
    });
    expect(extended.contains('这是测试违禁词')).toBe(true);
    expect(extended.contains('a BADWORD here')).toBe(true);
    expect(extended.contains('出售手枪')).toBe(false);
    expect(extended.contains('测试违禁词研究所')).toBe(false);
    expect(extended.size).toBe(matcher.size + 1);
  });
});

import { describe, expect, it } from 'vitest';
import { isWebPage } from './web-pages.js';

describe('isWebPage (the server answers other page paths with 404)', () => {
  it('matches the listed pages in any case, with one trailing slash, percent-encoded letters decoded', () => {
    expect(isWebPage('/home')).toBe(true);
    expect(isWebPage('/HOME/')).toBe(true);
    expect(isWebPage('/h%6Fme?x=1#y')).toBe(true);
    expect(isWebPage('/homework')).toBe(false);
    expect(isWebPage('/%E0%A4%A')).toBe(false);
  });

  it('matches a :key segment with one segment of letters, digits, - or _ only', () => {
    expect(isWebPage('/hzw-university/software-training')).toBe(true);
    expect(isWebPage('/hzw-university/home_page2')).toBe(true);
    expect(isWebPage('/hzw-university/a/b')).toBe(false);
    expect(isWebPage('/hzw-university/')).toBe(true); // the /hzw-university redirect itself
    expect(isWebPage('/hzw-university/<script>')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isMobileBrowser, isMobilePage, needsMobilePrompt } from './mobile-rules';

/**
 * Real user-agent strings. The device ones are those of Playwright's device descriptors (each marked there
 * as a mobile device or not); the others in the forms their browsers document (Firefox for Android in
 * MDN's user-agent reference, HarmonyOS's ArkWeb default, WeChat's in-app browser on Android).
 */
const PHONES = {
  pixel5:
    'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0.8154.6 Mobile Safari/537.36',
  iPhone12:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 14_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/27.2 Mobile/15E148 Safari/604.1',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  weChat:
    'Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  lumia950:
    'Mozilla/5.0 (Windows Phone 10.0; Android 4.2.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0.8154.6 Mobile Safari/537.36 Edge/14.14263',
  blackBerryZ30:
    'Mozilla/5.0 (BB10; Touch) AppleWebKit/537.10+ (KHTML, like Gecko) Version/27.2 Mobile Safari/537.10+',
  harmonyPhone:
    'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile',
};
const TABLETS = {
  iPadGen7:
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/27.2 Mobile/15E148 Safari/604.1',
  galaxyTabS4:
    'Mozilla/5.0 (Linux; Android 8.1.0; SM-T837A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0.8154.6 Safari/537.36',
  kindleFireHdx:
    'Mozilla/5.0 (Linux; U; en-us; KFAPWI Build/JDQ39) AppleWebKit/535.19 (KHTML, like Gecko) Silk/3.13 Safari/535.19 Silk-Accelerated=true',
  playBook:
    'Mozilla/5.0 (PlayBook; U; RIM Tablet OS 2.1.0; en-US) AppleWebKit/536.2+ (KHTML like Gecko) Version/27.2 Safari/536.2+',
};
const DESKTOPS = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0.8154.6 Safari/537.36',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:159.0) Gecko/20100101 Firefox/159.0',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0.8154.6 Safari/537.36 Edg/159.0.8154.6',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/27.2 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

describe('isMobileBrowser', () => {
  it.each(Object.entries(PHONES))('counts the phone %s', (_, ua) => {
    expect(isMobileBrowser(ua)).toBe(true);
  });
  it.each(Object.entries(TABLETS))('counts the tablet %s', (_, ua) => {
    expect(isMobileBrowser(ua)).toBe(true);
  });
  it.each(Object.entries(DESKTOPS))('does not count the desktop browser %s', (_, ua) => {
    expect(isMobileBrowser(ua)).toBe(false);
  });
  it('counts an iPad that names itself a Mac (iPadOS 13+) by its touch points, and not a Mac', () => {
    expect(isMobileBrowser(DESKTOPS.safariMac, 5)).toBe(true);
    expect(isMobileBrowser(DESKTOPS.safariMac, 0)).toBe(false);
    // A touch-screen Windows laptop stays a desktop browser.
    expect(isMobileBrowser(DESKTOPS.chromeWindows, 10)).toBe(false);
  });
});

describe('needsMobilePrompt (002 §1, §2.1: mobile pages /web/activity and /web/mini-program)', () => {
  it('prompts a phone on ordinary pages', () => {
    for (const path of [
      '/home',
      '/',
      '/login?redirectTo=%2Fhome',
      '/web/activityx',
      '/personal-space/auto-ff',
    ])
      expect(needsMobilePrompt(path, PHONES.iPhone12), path).toBe(true);
  });
  it('leaves the mobile pages, their sub-pages and their query strings alone', () => {
    for (const path of ['/web/activity', '/web/mini-program', '/web/activity/', '/web/mini-program?id=3'])
      expect(isMobilePage(path), path).toBe(true);
    for (const path of ['/web/activity', '/web/mini-program/a#top'])
      expect(needsMobilePrompt(path, PHONES.pixel5), path).toBe(false);
  });
  it('never prompts a desktop browser', () => {
    expect(needsMobilePrompt('/home', DESKTOPS.chromeWindows)).toBe(false);
  });
});

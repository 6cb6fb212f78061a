import { SPACE_PAGES, SPACE_SECTIONS } from '@topoforge/contract';
import { describe, expect, it } from 'vitest';
import {
  ALLOCATION_RECORDS,
  SIDE_MENU,
  menuTarget,
  routeNameOfKey,
  sectionOfKey,
  selectedMenuKey,
  sideMenuFor,
} from './space-menu';
import { routeMeta } from './space-meta';

const childrenOf = (menu: ReturnType<typeof sideMenuFor>, key: string) =>
  menu.find((entry) => entry.key === key)?.children;

describe('the personal-space side menu (002 §2.3)', () => {
  it('has the spec’s thirteen entries in its order', () => {
    expect(SIDE_MENU).toHaveLength(13);
  });

  it('has the sections and entries of the spec', () => {
    // The contract's sections are the menu's keys in the spec's order, then the phase lab (no menu entry).
    expect(SIDE_MENU.map((entry) => entry.key)).toEqual(SPACE_SECTIONS.filter((key) => key !== 'phase-lab'));
    expect(SIDE_MENU.map((entry) => entry.key).slice(0, 4)).toEqual([
      'membercenter',
      'compute-enter',
      'online-tool',
      'user-center',
    ]);
    expect(childrenOf(SIDE_MENU, 'compute-enter')).toEqual([
      'submit-job',
      'my-homework',
      'supercompute-resources',
      'computing-resources',
    ]);
    expect(childrenOf(SIDE_MENU, 'user-center')).toEqual([
      'expert-plan',
      'user-info',
      'alert-setting',
      'login-record',
    ]);
  });

  it('hides the compute allocation records from SILVER users only', () => {
    expect(childrenOf(sideMenuFor('SILVER'), 'research-group')).toEqual(['member-management']);
    for (const level of ['6', '7', 'free', undefined]) {
      expect(childrenOf(sideMenuFor(level), 'research-group')).toContain(ALLOCATION_RECORDS);
    }
  });

  it('gives every menu key a route, and every route a distinct name and path', () => {
    for (const entry of SIDE_MENU) {
      for (const key of [entry.key, ...(entry.children ?? [])]) expect(routeNameOfKey(key)).toBeDefined();
    }
    expect(new Set(SPACE_PAGES.map((page) => page.name)).size).toBe(SPACE_PAGES.length);
    expect(new Set(SPACE_PAGES.map((page) => page.path)).size).toBe(SPACE_PAGES.length);
  });

  it('navigates by the key’s route name, or a supplied name, with an optional query', () => {
    expect(menuTarget('membercenter')).toBe('/personal-space/membercenter');
    expect(menuTarget('cloud-space')).toBe('/personal-space/cloud-space/single-personspace');
    expect(menuTarget('hele_FAQ')).toBe('/personal-space/hele_FAQ/problem');
    expect(menuTarget('auto-ff-home')).toBe('/personal-space/auto-ff');
    expect(menuTarget('my-homework', { name: 'work-detail', query: { jobId: '12' } })).toBe(
      '/personal-space/compute-enter/work-detail?jobId=12',
    );
    expect(menuTarget('compute-enter', { name: 'no-such-page' })).toBeUndefined();
  });

  it('selects the entry of a page, of its parent, or of its section', () => {
    expect(selectedMenuKey('/personal-space/compute-enter/submit-job')).toBe('submit-job');
    expect(selectedMenuKey('/personal-space/compute-enter/work-detail')).toBe('my-homework');
    expect(selectedMenuKey('/personal-space/auto-ff/polymers')).toBe('auto-ff-home');
    expect(selectedMenuKey('/personal-space/phase-lab/ttt-cct')).toBe('online-phase-lab');
    expect(selectedMenuKey('/personal-space/notification-center/notice-detail')).toBe('notification-center');
    expect(selectedMenuKey('/personal-space/admin/news')).toBeUndefined();
    expect(sectionOfKey('online-phase-lab')).toBe('online-tool');
  });
});

describe('route meta (002 §2.2)', () => {
  const page = (name: string) => SPACE_PAGES.find((p) => p.name === name)!;
  it('hides the footer, names the parents and the top-menu key', () => {
    expect(routeMeta(page('work-detail'))).toEqual({
      hiddenFooter: true,
      breadcrumb: ['my-homework'],
      topMenuKey: 'compute-center',
    });
    expect(routeMeta(page('problem')).topMenuKey).toBe('help-center');
    expect(routeMeta(page('membercenter')).topMenuKey).toBeUndefined();
    expect(routeMeta(page('piont-result')).breadcrumb).toEqual(['online-phase-lab']);
  });
});

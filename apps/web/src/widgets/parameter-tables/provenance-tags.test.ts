import { ESTIMATED_NOTE_KEYS, ESTIMATED_NOTE_VALUES } from '@topoforge/chem';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/resources/en';
import { zh } from '../../i18n/resources/zh';
import { estimatedNoteText, type Provenance } from './provenance-tags';

const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { translation: en }, zh: { translation: zh } },
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});
const translator = (lng: 'en' | 'zh'): TFunction => i18n.getFixedT(lng);

const placeholders = (text: string | undefined): string[] =>
  [...(text ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();
const notes = (lang: typeof en | typeof zh) => lang.topology.note as Record<string, string | undefined>;
const CJK = /[\u4e00-\u9fff]/;

describe('estimated-parameter notes in both languages (issue 16)', () => {
  it.each(ESTIMATED_NOTE_KEYS)('%s has an en and a zh text interpolating exactly its values', (key) => {
    const want = [...ESTIMATED_NOTE_VALUES[key]].sort();
    expect(notes(en)[key]).toBeTruthy();
    expect(notes(zh)[key]).toBeTruthy();
    expect(placeholders(notes(en)[key])).toEqual(want);
    expect(placeholders(notes(zh)[key])).toEqual(want);
    expect(notes(zh)[key]).toMatch(CJK);
  });

  it('has no text for a key outside the list', () => {
    expect(Object.keys(notes(en)).sort()).toEqual([...ESTIMATED_NOTE_KEYS].sort());
    expect(Object.keys(notes(zh)).sort()).toEqual([...ESTIMATED_NOTE_KEYS].sort());
  });

  const estimated: Provenance = {
    forceField: 'GAFF',
    source: 'gaff.dat',
    line: 230,
    estimated: true,
    estimatedFrom: 'analogous types ca-ca for cp-ca',
    penalty: 1,
    estimatedNote: { key: 'analogousTypes', values: { types: 'ca-ca', target: 'cp-ca' } },
  };

  it('renders the note in the interface language, its values untranslated', () => {
    expect(estimatedNoteText(translator('en'), estimated)).toBe(
      'estimated from the analogous types ca-ca for cp-ca',
    );
    const text = estimatedNoteText(translator('zh'), estimated);
    expect(text).toBe('由类似原子类型 ca-ca 估算（代替 cp-ca）');
    expect(text).not.toMatch(/analogous/);
  });

  it('falls back to the English sentence of an older saved set without a note', () => {
    const { estimatedNote: _, ...old } = estimated;
    expect(estimatedNoteText(translator('zh'), old)).toBe('由 analogous types ca-ca for cp-ca 估算');
  });
});

describe('step-3 tab names', () => {
  it('are Chinese in zh, keeping the spec’s English word in brackets', () => {
    for (const [key, name] of Object.entries(zh.topology.tabs)) {
      expect(name, key).toMatch(CJK);
      const english = (en.topology.tabs as Record<string, string>)[key] ?? '?';
      expect(name).toContain(`（${english}）`);
    }
  });
});

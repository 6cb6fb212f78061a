import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkUpload, findFormat } from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { SERVER_PACKAGE_DIR } from '../../../kernel/config.js';

/** The MOF/COF library the project ships (apps/server/frameworks, written by scripts/build-framework-library.ts). */
const ROOT = join(SERVER_PACKAGE_DIR, 'frameworks');

function cifFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((d) =>
      d.isDirectory() ? cifFiles(join(dir, d.name)) : d.name.endsWith('.cif') ? [join(dir, d.name)] : [],
    )
    .sort();
}

const FILES = cifFiles(ROOT).map((path) => ({
  path,
  shown: relative(ROOT, path),
  text: readFileSync(path, 'utf8'),
}));
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** One `_citation_…` item's value on its line, quotes removed. */
const item = (text: string, tag: string): string | undefined =>
  new RegExp(`^${tag}\\s+"?([^"\\n]*)"?$`, 'm').exec(text)?.[1];

describe('the shipped framework library (apps/server/frameworks)', () => {
  it('holds the landmark frameworks in their folders', () => {
    expect(FILES.length).toBe(29);
    const shown = FILES.map((f) => f.shown);
    for (const name of [
      'IRMOF/IRMOF-1.cif',
      'Cu-paddlewheel/HKUST-1 (Cu-BTC).cif',
      'Zr/UiO-66.cif',
      'ZIF/ZIF-8.cif',
      'MIL/MIL-53(Cr) lt.cif',
      'MOF-74/Mg-MOF-74.cif',
      'COF-2D/COF-1.cif',
      'COF-2D/COF-5.cif',
      'COF-3D/COF-102.cif',
      'COF-3D/COF-300.cif',
    ])
      expect(shown).toContain(name);
  });

  it.each(FILES.map((f) => [f.shown, f] as const))(
    '%s reads as a P 1 cell the crystal flow takes',
    (_, file) => {
      const { molecules } = findFormat('cif')?.read?.(file.text, { fileName: file.shown }) ?? {
        molecules: [],
      };
      expect(molecules).toHaveLength(1);
      const mol = molecules[0];
      expect(mol?.cell, 'cell').toBeDefined();
      expect(item(file.text, '_symmetry_space_group_name_H-M')).toBe("'P 1'");
      const check = checkUpload({
        flow: 'crystal',
        fileName: file.shown,
        sizeBytes: Buffer.byteLength(file.text),
        text: file.text,
      });
      expect(check).toEqual({ ok: true, atomCount: mol?.atomCount });
      // Charges of the sources are left out: the page's charge method gives them.
      expect(mol?.partialCharges).toBeUndefined();
    },
  );

  it.each(FILES.map((f) => [f.shown, f] as const))('%s names its source and its paper', (_, file) => {
    const details = item(file.text, '_citation_special_details') ?? '';
    expect(details).toMatch(
      /^source: (numat\/RASPA2 structures\/mofs\/cif \(MIT\)|danieleongari\/CURATED-COFs)/,
    );
    if (details.endsWith('structure reported in the paper cited above')) {
      for (const tag of [
        '_citation_journal_abbrev',
        '_citation_journal_volume',
        '_citation_page_first',
        '_citation_year',
      ])
        expect(item(file.text, tag), tag).toMatch(/\S/);
    } else {
      expect(details).toMatch(/; the source file names no paper$/);
      expect(file.text).not.toMatch(/^_citation_journal/m);
    }
    // The README's table (padded by prettier) lists the file.
    const escaped = file.shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(README).toMatch(new RegExp(`^\\| ${escaped} +\\|`, 'm'));
  });
});

import { describe, expect, it } from 'vitest';
import { buildCatalogue, isModuleFile } from './catalogue.js';
import { decideFile } from './classify.js';
import { CITATIONS } from './data/citations.js';
import { FUNCFL_CU, POLY_CUTA, SETFL_CUNI, reaxff } from './fixtures.test-helpers.js';
import { filterModules, pageOf, selectableElements } from './query.js';
import type { PotentialFileInput } from './types.js';

const CU_U3_SHA = '3436c491a4c75ea8b7141adbc6ee382a118f5fdb47f609c2a660fc1eb772599f';
const file = (name: string, text: string, sha256 = name): PotentialFileInput => ({ name, text, sha256 });

const FILES = [
  file('Cu_u3.eam', FUNCFL_CU, CU_U3_SHA),
  file('CuNi.eam.alloy', SETFL_CUNI),
  file('CuTa_eam.poly', POLY_CUTA),
  file('GaN_sw.poly', '# SW'),
  file('Cu.meam', 'x'),
  file('ffield.reax.cho', reaxff(4, ['C', 'H', 'O'])),
  file('ffield.reax.AB', reaxff(4, ['H', 'O', 'N', 'B', 'X'])),
  file('ffield.ci-reax.CH', reaxff(4, ['C', 'H'])),
  file('ci-reaxFF_ZBL.dat', 'tables'),
  file('Si.tersoff', 'x'),
  file('Broken.eam.fs', 'a\nb\nc\n  2 Fe\n'),
];

describe('buildCatalogue', () => {
  const catalogue = buildCatalogue(FILES);

  it('lists every EAM-family and ReaxFF file as a module with the file name as its stable id', () => {
    expect(catalogue.modules.map((m) => m.id)).toEqual([
      'CuNi.eam.alloy',
      'CuTa_eam.poly',
      'Cu_u3.eam',
      'ffield.ci-reax.CH',
      'ffield.reax.AB',
      'ffield.reax.cho',
    ]);
    expect(buildCatalogue([...FILES].reverse()).modules.map((m) => m.id)).toEqual(
      catalogue.modules.map((m) => m.id),
    );
  });

  it('needs the text of the module files only: the others given by name make the same catalogue', () => {
    const read = FILES.filter((f) => isModuleFile(f.name));
    const others = FILES.filter((f) => !isModuleFile(f.name)).map((f) => f.name);
    expect(others).toEqual(['GaN_sw.poly', 'Cu.meam', 'ci-reaxFF_ZBL.dat', 'Si.tersoff']);
    const byName = buildCatalogue(read, others);
    expect(byName.modules).toEqual(catalogue.modules);
    expect(byName.excluded).toEqual(catalogue.excluded);
    expect(byName.failures.map((f) => f.fileName)).toEqual(['Broken.eam.fs']);
    expect(() => buildCatalogue([], ['Cu_u3.eam'])).toThrow(/Cu_u3\.eam is a module file and needs its text/);
  });

  it('gives every other file a reason, and reports the unreadable one with file and line', () => {
    const reasons = new Map(catalogue.excluded.map((e) => [e.fileName, e.reason]));
    expect(reasons.get('GaN_sw.poly')).toMatch(/polymorphic table of a non-EAM form/);
    expect(reasons.get('Cu.meam')).toMatch(/^MEAM/);
    expect(reasons.get('ci-reaxFF_ZBL.dat')).toMatch(/listed with ffield\.ci-reax\.CH/);
    expect(reasons.get('Si.tersoff')).toMatch(/neither an EAM-family nor a ReaxFF file/);
    expect(catalogue.failures.map((f) => f.error.message)).toEqual([
      'Broken.eam.fs, line 4: expected "N El1 … ElN", found "  2 Fe"',
    ]);
    expect(catalogue.modules.length + catalogue.excluded.length + catalogue.failures.length).toBe(
      FILES.length,
    );
  });

  it('completes a module from the cited data by SHA-256, "unknown" where no source gives a value', () => {
    const cu = catalogue.modules.find((m) => m.id === 'Cu_u3.eam');
    expect(cu).toMatchObject({
      authors: 'Foiles et al',
      year: '1986',
      journal: 'Phys Rev B 33, 7983',
      doi: null,
    });
    expect(cu?.sources).toMatchObject({ authors: 'header', year: 'header', journal: 'header' });
    // A hash with no record: only the header, whose CITATION is "Unknown" here.
    const cuni = catalogue.modules.find((m) => m.id === 'CuNi.eam.alloy');
    expect(cuni).toMatchObject({
      authors: 'unknown',
      year: 'unknown',
      journal: 'unknown',
      otherContent: null,
    });
    expect(cuni?.header).toEqual({ date: '2014-07-11', contributor: null, citation: null });
  });

  it('hides ReaxFF’s dummy X and lists the ci-reaxFF tables as the module’s second file', () => {
    expect(catalogue.modules.find((m) => m.id === 'ffield.reax.AB')?.elements).toEqual(['H', 'O', 'N', 'B']);
    expect(catalogue.parsed.get('ffield.reax.AB')?.elements).toContain('X');
    expect(
      catalogue.modules.find((m) => m.id === 'ffield.ci-reax.CH')?.fileNames.map((f) => f.fileId),
    ).toEqual(['ffield.ci-reax.CH', 'ci-reaxFF_ZBL.dat']);
  });

  it('filters: a module matches when it holds every chosen element; keyword in file names and authors', () => {
    const ids = (xs: { id: string }[]): string[] => xs.map((m) => m.id);
    expect(ids(filterModules(catalogue.modules, { type: 'EAM', elements: ['Cu', 'Ni'] }))).toEqual([
      'CuNi.eam.alloy',
    ]);
    expect(ids(filterModules(catalogue.modules, { type: 'EAM', elements: ['Cu'] }))).toEqual([
      'CuNi.eam.alloy',
      'CuTa_eam.poly',
      'Cu_u3.eam',
    ]);
    expect(ids(filterModules(catalogue.modules, { type: 'ReaxFF', elements: ['C', 'H', 'O'] }))).toEqual([
      'ffield.reax.cho',
    ]);
    expect(ids(filterModules(catalogue.modules, { keyword: 'foiles' }))).toEqual(['Cu_u3.eam']);
    expect(ids(filterModules(catalogue.modules, { keyword: 'ZBL' }))).toEqual(['ffield.ci-reax.CH']);
  });

  it('selectable elements: the union over modules holding the chosen ones, in atomic-number order', () => {
    expect(selectableElements(catalogue.modules, 'EAM', ['Cu'])).toEqual(['Ni', 'Cu', 'Ta']);
    expect(selectableElements(catalogue.modules, 'ReaxFF', [])).toEqual(['H', 'B', 'C', 'N', 'O']);
    expect(selectableElements(catalogue.modules, 'ReaxFF', ['B', 'C'])).toEqual([]);
  });

  it('pages MyBatis-style', () => {
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual({
      records: [3, 4],
      total: 5,
      current: 2,
      size: 2,
      pages: 3,
    });
    expect(pageOf([1], 3, 2).records).toEqual([]);
  });
});

describe('decideFile and the cited data', () => {
  it('classifies the EAM-family suffixes and leaves MEAM out with the spec’s reason', () => {
    for (const name of [
      'a.eam',
      'a.eam.alloy',
      'a.eam.fs',
      'a.adp',
      'a.cdeam',
      'a.eam.he',
      'CuTa_eam.poly',
    ]) {
      expect(decideFile(name).action).toBe('list');
    }
    for (const name of ['library.meam', 'Ti.meam.spline', 'Si.b.meam.sw.spline', 'SiC.meam', 'README.reax']) {
      expect(decideFile(name).action).toBe('exclude');
    }
  });

  it('every record names a source for each field and DOIs have the 10.prefix/suffix form', () => {
    for (const record of Object.values(CITATIONS)) {
      for (const key of ['authors', 'year', 'journal', 'volume', 'pages', 'doi', 'title'] as const) {
        const cited = record[key];
        if (cited) expect(cited[1].length, `${record.fileName} ${key}`).toBeGreaterThan(0);
      }
      if (record.doi) expect(record.doi[0]).toMatch(/^10\.\d{4,}\/\S+$/);
      if (record.year) expect(record.year[0]).toMatch(/^(19|20)\d\d$/);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../../test/support/databases.js';
import type { AppDatabase } from '../db/open-database.js';
import { readReferenceVersion, referenceDb } from './addition-rows.js';
import {
  addDomain,
  addUniversity,
  addWord,
  listDomains,
  listUniversities,
  removeDomain,
  removeUniversity,
  removeWord,
} from './additions.js';
import { createReferenceLists, referenceLists } from './reference-lists.js';

for (const kind of DATABASE_KINDS) {
  describe(`the reference lists with administrators' rows [${kind}]`, () => {
    let database: AppDatabase;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(async () => {
      await database?.close();
    });

    it('merges an added domain, and a second replica sees it once its check interval has passed', async () => {
      const db = referenceDb(database.db);
      let clock = 1_000_000;
      const here = createReferenceLists(database.db, { checkEveryMs: 3000, now: () => clock });
      const other = createReferenceLists(database.db, { checkEveryMs: 3000, now: () => clock });
      expect((await here.current()).collegeEmail.isCollegeEmail('a@lab.example.org')).toBe(false);
      expect((await other.current()).collegeEmail.isCollegeEmail('a@lab.example.org')).toBe(false);

      const before = await readReferenceVersion(db);
      expect(await addDomain(db, 'example.org', null)).toMatchObject({ domain: 'example.org' });
      expect(await readReferenceVersion(db)).toBe(before + 1);
      here.invalidate();
      // The replica that edited sees it at once; a subdomain counts as the listed domain.
      expect((await here.current()).collegeEmail.isCollegeEmail('a@lab.example.org')).toBe(true);
      // The other trusts its last check for 3 s, then reads the version and rebuilds.
      clock += 2999;
      expect((await other.current()).collegeEmail.isCollegeEmail('a@lab.example.org')).toBe(false);
      clock += 1;
      expect((await other.current()).collegeEmail.isCollegeEmail('a@lab.example.org')).toBe(true);

      expect(await addDomain(db, 'example.org', null)).toBeNull();
      expect((await listDomains(db)).map((d) => d.domain)).toEqual(['example.org']);
      expect(await removeDomain(db, 'example.org')).toBe(true);
      expect(await removeDomain(db, 'example.org')).toBe(false);
      here.invalidate();
      expect((await here.current()).collegeEmail.isCollegeEmail('a@example.org')).toBe(false);
    });

    it('adds, removes and allows sensitive words', async () => {
      const db = referenceDb(database.db);
      const lists = createReferenceLists(database.db);
      // A word of the shipped list (sensitive-words.test.ts) and a made-up one.
      expect((await lists.current()).sensitive.contains('我们出售手枪')).toBe(true);
      expect((await lists.current()).sensitive.contains('蓝色独角兽')).toBe(false);
      await addWord(db, '出售手枪', 'remove', null);
      await addWord(db, '独角兽', 'add', null);
      lists.invalidate();
      const edited = (await lists.current()).sensitive;
      expect(edited.contains('我们出售手枪')).toBe(false);
      expect(edited.contains('蓝色独角兽')).toBe(true);
      // An allowed phrase hides the word inside it, not elsewhere.
      await addWord(db, '独角兽研究所', 'allow', null);
      lists.invalidate();
      expect((await lists.current()).sensitive.contains('独角兽研究所')).toBe(false);
      expect((await lists.current()).sensitive.contains('独角兽')).toBe(true);
      expect(await addWord(db, '独角兽', 'add', null)).toBeNull();
      for (const [word, edit] of [
        ['出售手枪', 'remove'],
        ['独角兽', 'add'],
        ['独角兽研究所', 'allow'],
      ] as const)
        expect(await removeWord(db, word, edit)).toBe(true);
      lists.invalidate();
      expect((await lists.current()).sensitive.contains('我们出售手枪')).toBe(true);
    });

    it('adds a university, replaces a shipped one by its id, and restores it when removed', async () => {
      const db = referenceDb(database.db);
      const lists = createReferenceLists(database.db);
      await addUniversity(db, { id: 'X1', name: '示例材料研究所', province: '江苏省' }, null, 1);
      await addUniversity(db, { id: '4111010001', name: '北京大学（更正）' }, null, 2);
      lists.invalidate();
      const directory = (await lists.current()).universities;
      expect(directory.search('示例材料', 20).map((u) => u.id)).toEqual(['X1']);
      expect(directory.byId('X1')).toMatchObject({ province: '江苏省' });
      expect(directory.byId('4111010001')?.name).toBe('北京大学（更正）');
      expect((await listUniversities(db)).map((u) => u.id)).toEqual(['4111010001', 'X1']);
      expect(await removeUniversity(db, '4111010001')).toBe(true);
      lists.invalidate();
      expect((await lists.current()).universities.byId('4111010001')?.name).toBe('北京大学');
    });

    it('shares one cache per database in a process', () => {
      expect(referenceLists(database.db)).toBe(referenceLists(database.db));
    });
  });
}

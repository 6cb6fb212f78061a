import { profileSchema } from '@topoforge/contract';
import { expect, it } from 'vitest';
import { okData as data, refusalCode as refused, WITHOUT_PROGRAMS } from './support/answers.js';
import { describeOnDatabases } from './support/databases.js';
import { callAs, userToken } from './support/user-token.js';

/** The user edits their own profile under the registration validators (002 §5; issue 23 item 4). */
const BASE = '/cgi/user-center-service/userProfile';
const PROFILE = {
  realName: '李雷',
  organ: '北京大学',
  organId: '4111010001',
  isDefineOrgan: 2,
  department: '化学与分子工程学院',
  jobTitle: '学生',
  researchDirection: '分子动力学',
};

describeOnDatabases(
  'user profile',
  (server) => {
    it('saves the caller’s own profile and reads it back', async () => {
      const ann = await userToken(server(), 'up-ann', false);
      const bob = await userToken(server(), 'up-bob', false);
      const saved = await data(
        await callAs(server(), `${BASE}/updateProfileInfo`, ann, PROFILE),
        profileSchema,
      );
      expect(saved).toMatchObject({ ...PROFILE, username: 'up-ann' });
      const read = await data(
        await callAs(server(), `${BASE}/getUserProfileInfo?needLog=1`, ann),
        profileSchema,
      );
      expect(read).toEqual(saved);
      const bobs = await data(await callAs(server(), `${BASE}/getUserProfileInfo`, bob), profileSchema);
      expect(bobs.realName).toBeNull();
      const typed = { ...PROFILE, organ: '某某研究所', organId: undefined, isDefineOrgan: 1 };
      const own = await data(await callAs(server(), `${BASE}/updateProfileInfo`, ann, typed), profileSchema);
      expect(own).toMatchObject({ organ: '某某研究所', organId: null, isDefineOrgan: 1 });
      expect((await fetch(server().url(`${BASE}/updateProfileInfo`), { method: 'POST' })).status).toBe(401);
    });

    it('refuses blanks, unknown titles and organisations, and sensitive words (an administrator’s addition too)', async () => {
      const admin = await userToken(server(), 'up-admin', true);
      const ann = await userToken(server(), 'up-cat', false);
      const update = (body: object) =>
        callAs(server(), `${BASE}/updateProfileInfo`, ann, { ...PROFILE, ...body });
      const blank = await update({ realName: '  ' });
      expect(blank.status).toBe(400);
      expect(((await blank.json()) as { msg: string }).msg).toContain('请输入真实姓名');
      expect((await update({ jobTitle: '校长' })).status).toBe(400);
      expect((await update({ researchDirection: 'x'.repeat(201) })).status).toBe(400);
      expect(await refused(await update({ organId: '9999999999' }), 400)).toBe('profile-unknown-organ');
      await callAs(server(), '/cgi/admin-service/reference/sensitive-word/add', admin, {
        word: '独角兽',
        kind: 'add',
      });
      const hit = await update({ researchDirection: '独角兽研究' });
      expect(await refused(hit.clone(), 400)).toBe('profile-sensitive-words');
      expect(((await hit.json()) as { msg: string }).msg).toBe(
        '研究方向：不能使用违反平台协议，相关法律法规和政策的内容',
      );
    });
  },
  { overrides: WITHOUT_PROGRAMS },
);

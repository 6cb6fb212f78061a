import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errorEnvelopeSchema, loginResultSchema, okEnvelope, publicUploadSchema } from '@topoforge/contract';
import { expect, it } from 'vitest';
import type { TestServer } from './support/databases.js';
import { describeOnDatabases } from './support/databases.js';
import { userToken } from './support/user-token.js';

/**
 * Teacher certificates at registration (002 §5; issue 22 item 3): images go up anonymously through
 * commonUpload/uploadFilePublicGetUrl (format checked by the bytes' signature), the registration sends
 * their URLs joined by '|', and the new account — and only it and administrators — can read them back.
 */
const OPTIONS = { env: { TRUST_PROXY: '127.0.0.1' } };
// PNG's 8-byte signature (RFC 2083 §3.1) followed by some bytes; JPEG's SOI FF D8 FF.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);

function upload(server: TestServer, name: string, bytes: Uint8Array, ip: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  return fetch(server.url('/cgi/general-service/commonUpload/uploadFilePublicGetUrl'), {
    method: 'POST',
    headers: { 'x-forwarded-for': ip, 'accept-language': 'zh-CN' },
    body: form,
  });
}

async function smsCode(server: TestServer, phone: string, ip: string): Promise<string> {
  const sent = await fetch(server.url(`/cgi/general-service/verification/sms?phone=${phone}&type=1`), {
    headers: { 'x-forwarded-for': ip },
  });
  expect(sent.status).toBe(200);
  const outbox = await readFile(join(server.config.dataDir, 'sms-outbox.jsonl'), 'utf8');
  const last = outbox
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { phone: string; text: string })
    .filter((m) => m.phone === phone)
    .at(-1);
  return /\d{6}/.exec(last?.text ?? '')?.[0] ?? '';
}

async function register(server: TestServer, phone: string, over: Record<string, unknown>, ip: string) {
  const code = await smsCode(server, phone, ip);
  const body = {
    phone,
    password: 'Reg_horse12',
    realName: '韩梅梅',
    organ: '某大学',
    isDefineOrgan: 1,
    department: '化学系',
    jobTitle: '老师',
    researchDirection: '分子模拟',
    ...over,
  };
  return fetch(server.url(`/cgi/auth-service/register?verification=${code}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
}

const uploaded = async (response: Response) =>
  okEnvelope(publicUploadSchema).parse(await response.json()).data;
const refusal = async (response: Response) => errorEnvelopeSchema.parse(await response.json());

describeOnDatabases(
  'teacher certificates at registration',
  (server) => {
    it('stores images whose bytes match their name and refuses others with the format message', async () => {
      const png = await uploaded(await upload(server(), 'card.PNG', PNG, '10.20.0.1'));
      expect(png.url).toMatch(/^\/cgi\/general-service\/commonUpload\/certificate\/[0-9a-f]{32}\.png$/);
      const disguised = await upload(server(), 'card.png', JPEG, '10.20.0.1');
      expect(disguised.status).toBe(400);
      expect((await refusal(disguised)).msg).toBe(
        'card.png：仅支持 jpg、jpeg、png、bmp、tif、tiff 格式的图片',
      );
      expect(
        (await upload(server(), 'anim.gif', new Uint8Array([0x47, 0x49, 0x46, 0x38]), '10.20.0.1')).status,
      ).toBe(400);
    });

    it('a teacher registers with two images, reads them back; others cannot; a URL serves once', async () => {
      const a = await uploaded(await upload(server(), 'a.png', PNG, '10.20.0.2'));
      const b = await uploaded(await upload(server(), 'b.jpg', JPEG, '10.20.0.2'));
      const value = `${a.url}|${b.url}`;
      const done = await register(server(), '13822223333', { teacherQualificationImg: value }, '10.20.0.2');
      expect(done.status, await done.clone().text()).toBe(200);
      const row = await server()
        .db.selectFrom('users')
        .select('teacher_qualification_img')
        .where('phone', '=', '13822223333')
        .executeTakeFirstOrThrow();
      expect(row.teacher_qualification_img).toBe(value);
      const login = await fetch(server().url('/cgi/auth-service/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: '13822223333', password: 'Reg_horse12', type: 0 }),
      });
      const token = okEnvelope(loginResultSchema).parse(await login.json()).data.access_token;
      const mine = await fetch(server().url(a.url), { headers: { authorization: `Bearer ${token}` } });
      expect(new Uint8Array(await mine.arrayBuffer())).toEqual(PNG);
      const other = await userToken(server(), 'cert_other', false);
      expect(
        (await fetch(server().url(a.url), { headers: { authorization: `Bearer ${other}` } })).status,
      ).toBe(404);
      const admin = await userToken(server(), 'cert_admin', true);
      expect(
        (await fetch(server().url(b.url), { headers: { authorization: `Bearer ${admin}` } })).status,
      ).toBe(200);
      const again = await register(server(), '13822224444', { teacherQualificationImg: a.url }, '10.20.0.2');
      expect((await refusal(again)).code).toBe('certificate-unknown');
    });

    it('refuses more than 9 images and images with a title that is not a teacher’s', async () => {
      const image = await uploaded(await upload(server(), 'c.png', PNG, '10.20.0.3'));
      const ten = Array.from({ length: 10 }, () => image.url).join('|');
      const tooMany = await register(server(), '13833334444', { teacherQualificationImg: ten }, '10.20.0.3');
      expect((await refusal(tooMany)).msg).toBe('最多只能上传9个文件');
      const student = await register(
        server(),
        '13833335555',
        { jobTitle: '学生', teacherQualificationImg: image.url },
        '10.20.0.3',
      );
      expect((await refusal(student)).code).toBe('certificate-not-teacher');
      const forged = await register(
        server(),
        '13833336666',
        { teacherQualificationImg: 'https://evil.example/x.png' },
        '10.20.0.3',
      );
      expect((await refusal(forged)).code).toBe('certificate-unknown');
    });
  },
  OPTIONS,
);

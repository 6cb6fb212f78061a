import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  CERTIFICATE_MAX_BYTES,
  CERTIFICATE_NAME,
  CERTIFICATE_URL_BASE,
  TEACHER_IMAGES_MAX,
  TEACHER_TITLES,
} from '@topoforge/contract';
import type { Kysely } from 'kysely';
import type { AuthUser } from '../auth/auth-user.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { certificateExtension } from './image-kind.js';
import { openSystemArea } from './open-space.js';
import { storageDb } from './tables.js';

const AREA = 'certificates';
/** An image no registration claimed within this time is removed. */
export const UNCLAIMED_CERTIFICATE_MS = 24 * 3_600_000;

/** Stores one uploaded image after checking its name and its bytes' format; answers its URL. */
export async function storeCertificate(
  db: Kysely<Database>,
  dataDir: string,
  fileName: string,
  source: AsyncIterable<Uint8Array>,
): Promise<{ url: string; name: string }> {
  const bytes = await buffer(source);
  if (bytes.length > CERTIFICATE_MAX_BYTES)
    throw new HttpError(413, 'storage-too-large', { limit: CERTIFICATE_MAX_BYTES });
  const extension = certificateExtension(fileName, bytes);
  if (extension === null) throw new HttpError(400, 'certificate-format', { file: fileName });
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  await openSystemArea(dataDir, AREA).put(`/${name}`, Readable.from([bytes]));
  await storageDb(db)
    .insertInto('teacher_certificates')
    .values({ id: name, extension, size: bytes.length, user_id: null, uploaded_at: Date.now() })
    .execute();
  return { url: `${CERTIFICATE_URL_BASE}/${name}`, name };
}

/**
 * The certificate names of a registration's teacherQualificationImg (URLs joined by '|', 002 §3), checked
 * before the account is made: at most 9, only with a teacher title, each an unclaimed image of ours.
 */
export async function checkedCertificates(
  db: Kysely<Database>,
  value: string | undefined,
  jobTitle: string,
): Promise<string[]> {
  const urls = (value ?? '')
    .split('|')
    .map((u) => u.trim())
    .filter((u) => u !== '');
  if (urls.length === 0) return [];
  if (!(TEACHER_TITLES as readonly string[]).includes(jobTitle))
    throw new HttpError(400, 'certificate-not-teacher');
  if (urls.length > TEACHER_IMAGES_MAX)
    throw new HttpError(400, 'certificate-too-many', { max: TEACHER_IMAGES_MAX });
  const names = urls.map((url) => {
    const name = url.slice(url.lastIndexOf('/') + 1);
    if (!url.endsWith(`${CERTIFICATE_URL_BASE}/${name}`) || !CERTIFICATE_NAME.test(name)) {
      throw new HttpError(400, 'certificate-unknown', { url });
    }
    return name;
  });
  const rows = await storageDb(db)
    .selectFrom('teacher_certificates')
    .select(['id', 'user_id', 'uploaded_at'])
    .where('id', 'in', names)
    .execute();
  for (const [i, name] of names.entries()) {
    const row = rows.find((r) => r.id === name);
    if (!row || row.user_id !== null || Date.now() - Number(row.uploaded_at) > UNCLAIMED_CERTIFICATE_MS) {
      throw new HttpError(400, 'certificate-unknown', { url: urls[i] ?? name });
    }
  }
  return [...new Set(names)];
}

/** Gives the checked images to the new account (only those still unclaimed: a race claims each once). */
export async function claimCertificates(
  db: Kysely<Database>,
  names: readonly string[],
  userId: number,
): Promise<void> {
  if (names.length === 0) return;
  await storageDb(db)
    .updateTable('teacher_certificates')
    .set({ user_id: userId })
    .where('id', 'in', names)
    .where('user_id', 'is', null)
    .execute();
}

/** An image's bytes for its owner or an administrator; 404 for anyone else (whether it exists is not told). */
export async function readCertificate(
  db: Kysely<Database>,
  dataDir: string,
  name: string,
  user: AuthUser,
): Promise<Uint8Array> {
  const row = await storageDb(db)
    .selectFrom('teacher_certificates')
    .select('user_id')
    .where('id', '=', name)
    .executeTakeFirst();
  if (!row || (row.user_id !== user.id && !user.admin))
    throw new HttpError(404, 'storage-not-found', { path: name });
  return buffer((await openSystemArea(dataDir, AREA).read(`/${name}`)).stream);
}

/** Removes images no registration claimed in time (rows and files). Answers how many. */
export async function expireCertificates(
  db: Kysely<Database>,
  dataDir: string,
  now = Date.now(),
): Promise<number> {
  const sdb = storageDb(db);
  const stale = await sdb
    .selectFrom('teacher_certificates')
    .select('id')
    .where('user_id', 'is', null)
    .where('uploaded_at', '<', now - UNCLAIMED_CERTIFICATE_MS)
    .execute();
  const area = openSystemArea(dataDir, AREA);
  for (const { id } of stale) {
    await area.remove(`/${id}`).catch(() => undefined);
    await sdb.deleteFrom('teacher_certificates').where('id', '=', id).execute();
  }
  return stale.length;
}

import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../kernel/db/schema.js';
import { HttpError } from '../../kernel/http/errors.js';
import { storageDb } from '../../kernel/storage/tables.js';

/** One shard upload in progress, as getUploadFileKey recorded it. */
export interface ShardUpload {
  readonly key: string;
  readonly ownerKind: 'user' | 'group';
  readonly ownerId: number;
  readonly userId: number;
  readonly folder: string;
  readonly fileName: string;
  readonly fileSize: number;
  readonly partSize: number;
  readonly partCount: number;
  readonly createdAt: number;
}

/** Where the parts of uploads wait: outside every space, so they never count twice or show in a listing. */
export const partsRoot = (dataDir: string): string => join(dataDir, 'storage', '.uploads');
const partsDirectory = (dataDir: string, key: string): string => join(partsRoot(dataDir), key);

/** The size part `n` (1-based) must have: partSize, except the last, which holds what is left. */
export function expectedPartSize(
  upload: Pick<ShardUpload, 'fileSize' | 'partSize' | 'partCount'>,
  n: number,
): number {
  return n < upload.partCount ? upload.partSize : upload.fileSize - upload.partSize * (upload.partCount - 1);
}

/** Records a new upload and answers its key (random, 128 bits: a key cannot be guessed). */
export async function createUpload(db: Kysely<Database>, upload: Omit<ShardUpload, 'key'>): Promise<string> {
  const key = randomBytes(16).toString('hex');
  await storageDb(db)
    .insertInto('storage_uploads')
    .values({
      upload_key: key,
      owner_kind: upload.ownerKind,
      owner_id: upload.ownerId,
      user_id: upload.userId,
      folder: upload.folder,
      file_name: upload.fileName,
      file_size: upload.fileSize,
      part_size: upload.partSize,
      part_count: upload.partCount,
      created_at: upload.createdAt,
    })
    .execute();
  return key;
}

/** The caller's live upload of that key; 404 naming the key otherwise (unknown, expired or another user's). */
export async function findUpload(
  db: Kysely<Database>,
  key: string,
  userId: number,
  ttlMs: number,
): Promise<ShardUpload> {
  const row = await storageDb(db)
    .selectFrom('storage_uploads')
    .selectAll()
    .where('upload_key', '=', key)
    .executeTakeFirst();
  if (!row || row.user_id !== userId || Date.now() - Number(row.created_at) > ttlMs) {
    throw new HttpError(404, 'storage-upload-unknown', { key });
  }
  return {
    key,
    ownerKind: row.owner_kind === 'group' ? 'group' : 'user',
    ownerId: row.owner_id,
    userId: row.user_id,
    folder: row.folder,
    fileName: row.file_name,
    fileSize: Number(row.file_size),
    partSize: Number(row.part_size),
    partCount: row.part_count,
    createdAt: Number(row.created_at),
  };
}

/**
 * Stores part `n` from the request body, refusing a part whose size is not the expected one (naming the
 * part and the size). The bytes go to a temporary name and replace an earlier copy of the part only when
 * complete, so a re-sent part counts once and a broken one leaves the earlier copy.
 */
export async function storePart(
  dataDir: string,
  upload: ShardUpload,
  n: number,
  body: Readable,
  declared: number | undefined,
): Promise<number[]> {
  if (n > upload.partCount)
    throw new HttpError(400, 'storage-part-number', { part: n, count: upload.partCount });
  const expected = expectedPartSize(upload, n);
  const wrongSize = (actual: number) =>
    new HttpError(400, 'storage-part-size', { part: n, expected, actual });
  if (declared !== undefined && declared !== expected) {
    body.resume();
    throw wrongSize(declared);
  }
  const directory = partsDirectory(dataDir, upload.key);
  await mkdir(directory, { recursive: true });
  const temporary = join(directory, `${n}.${randomBytes(6).toString('hex')}.tmp`);
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > expected ? wrongSize(seen) : null, chunk);
    },
  });
  try {
    await pipeline(body, counter, createWriteStream(temporary));
    if (seen !== expected) throw wrongSize(seen);
    await rename(temporary, join(directory, String(n)));
  } finally {
    await rm(temporary, { force: true });
  }
  return receivedParts(dataDir, upload.key);
}

/** Part numbers stored for `key`, ascending. */
export async function receivedParts(dataDir: string, key: string): Promise<number[]> {
  const names = await readdir(partsDirectory(dataDir, key)).catch(() => [] as string[]);
  return names
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => a - b);
}

/** The parts in order as one stream of bytes, after checking every part is there with its size. */
export async function joinedParts(dataDir: string, upload: ShardUpload): Promise<AsyncIterable<Uint8Array>> {
  const have = new Set(await receivedParts(dataDir, upload.key));
  const missing: number[] = [];
  for (let n = 1; n <= upload.partCount; n++) if (!have.has(n)) missing.push(n);
  if (missing.length > 0) throw new HttpError(400, 'storage-upload-incomplete', { missing });
  const directory = partsDirectory(dataDir, upload.key);
  for (let n = 1; n <= upload.partCount; n++) {
    const size = (await stat(join(directory, String(n)))).size;
    if (size !== expectedPartSize(upload, n))
      throw new HttpError(400, 'storage-part-size', {
        part: n,
        expected: expectedPartSize(upload, n),
        actual: size,
      });
  }
  return (async function* () {
    for (let n = 1; n <= upload.partCount; n++) yield* createReadStream(join(directory, String(n)));
  })();
}

/** Forgets an upload: its row and its parts. */
export async function endUpload(db: Kysely<Database>, dataDir: string, key: string): Promise<void> {
  await storageDb(db).deleteFrom('storage_uploads').where('upload_key', '=', key).execute();
  await rm(partsDirectory(dataDir, key), { recursive: true, force: true });
}

/** Removes uploads older than `ttlMs` (rows and parts), and part folders no row names. Answers how many. */
export async function expireUploads(
  db: Kysely<Database>,
  dataDir: string,
  ttlMs: number,
  now = Date.now(),
): Promise<number> {
  const sdb = storageDb(db);
  const stale = await sdb
    .selectFrom('storage_uploads')
    .select('upload_key')
    .where('created_at', '<', now - ttlMs)
    .execute();
  for (const { upload_key } of stale) await endUpload(db, dataDir, upload_key);
  const live = new Set(
    (await sdb.selectFrom('storage_uploads').select('upload_key').execute()).map((r) => r.upload_key),
  );
  for (const name of await readdir(partsRoot(dataDir)).catch(() => [] as string[])) {
    if (!live.has(name)) await rm(join(partsRoot(dataDir), name), { recursive: true, force: true });
  }
  return stale.length;
}

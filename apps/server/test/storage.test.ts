import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  FolderListingWire,
  SpaceEntryWire,
  StorageSpaceWire,
  StoredFileWire,
  UploadKeyWire,
} from '@topoforge/contract';
import { expect, it } from 'vitest';
import { addMember, createGroup } from '../src/kernel/groups/index.js';
import { spaceDirectory } from '../src/kernel/storage/space-paths.js';
import { describeOnDatabases } from './support/databases.js';
import { storageClient, userId } from './support/storage-calls.js';
import { userToken } from './support/user-token.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** The answers' data, loosely: each test reads the fields of the call it made. */
type Wire = FolderListingWire & UploadKeyWire & StoredFileWire & SpaceEntryWire & StorageSpaceWire[];
const json = async (response: Response) =>
  (await response.json()) as { code?: string; msg?: string; data: Wire };

describeOnDatabases(
  'cloud storage (issue 23 item 3)',
  (server) => {
    const client = async (name: string, admin = false) =>
      storageClient(server(), await userToken(server(), name, admin));

    it('joins a 3-part shard upload byte-exact, parts sent out of order and one twice, then lists and downloads it', async () => {
      const alice = await client('alice_shard');
      const file = randomBytes(2 * 4096 + 1234);
      const started = await alice.uploadKey({
        fileName: 'run.tpr',
        fileSize: file.length,
        partSize: 4096,
        partCount: 3,
        folder: '/inputs',
      });
      expect(started.status).toBe(200);
      const { key } = (await json(started)).data;
      const parts = [file.subarray(0, 4096), file.subarray(4096, 8192), file.subarray(8192)];
      for (const n of [3, 1, 2, 1])
        expect((await alice.part(key, n, parts[n - 1] as Uint8Array)).status).toBe(200);
      const merged = await alice.merge(key);
      expect(merged.status).toBe(200);
      expect((await json(merged)).data.entry).toMatchObject({
        path: '/inputs/run.tpr',
        size: file.length,
        kind: 'file',
      });
      const listing = (await json(await alice.list('personal', '/inputs'))).data;
      expect(listing.entries.map((e: { name: string }) => e.name)).toEqual(['run.tpr']);
      expect(listing.usage.usedBytes).toBe(file.length);
      const download = await alice.download('personal', '/inputs/run.tpr');
      expect(download.headers.get('content-disposition')).toContain('filename="run.tpr"');
      expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(file));
      const ranged = await alice.download('personal', '/inputs/run.tpr', 'bytes=100-199');
      expect(ranged.status).toBe(206);
      expect(Buffer.from(await ranged.arrayBuffer()).equals(file.subarray(100, 200))).toBe(true);
      // The key is spent once merged.
      expect((await alice.merge(key)).status).toBe(404);
    });

    it('refuses a part of the wrong size, naming the part and the size expected', async () => {
      const alice = await client('alice_wrong');
      const { key } = (
        await json(await alice.uploadKey({ fileName: 'a.bin', fileSize: 250, partSize: 100, partCount: 3 }))
      ).data;
      const short = await alice.part(key, 2, randomBytes(99));
      expect(short.status).toBe(400);
      expect(await json(short)).toMatchObject({
        code: 'storage-part-size',
        msg: 'part 2 must be 100 bytes, it was 99',
      });
      const last = await alice.part(key, 3, randomBytes(100));
      expect((await json(last)).msg).toBe('part 3 must be 50 bytes, it was 100');
      expect((await alice.part(key, 4, randomBytes(50))).status).toBe(400);
      const incomplete = await alice.merge(key);
      expect(await json(incomplete)).toMatchObject({
        code: 'storage-upload-incomplete',
        msg: 'parts 1, 2, 3 have not been uploaded yet',
      });
      const plan = await alice.uploadKey({ fileName: 'b.bin', fileSize: 250, partSize: 100, partCount: 2 });
      expect((await json(plan)).code).toBe('storage-shard-plan');
    });

    it('refuses over quota before uploading, and after merging when a job filled the space meanwhile', async () => {
      const admin = await client('storage_admin', true);
      const bob = await client('bob_quota');
      const bobId = await userId(server(), 'bob_quota');
      expect((await admin.setQuota('user', bobId, 2000 / 1_048_576)).status).toBe(200);
      const tooBig = await bob.uploadKey({
        fileName: 'big.bin',
        fileSize: 2001,
        partSize: 2001,
        partCount: 1,
      });
      expect(tooBig.status).toBe(413);
      const refusal = await json(tooBig);
      expect(refusal.code).toBe('storage-quota');
      // 2000 B is 1.95K by 002 §9 (2000 / 1024 = 1.953).
      expect(refusal.msg).toBe(
        'not enough storage space: the file needs 1.95K, 1.95K of the 1.95K quota is free',
      );
      const { key } = (
        await json(
          await bob.uploadKey({ fileName: 'fits.bin', fileSize: 1500, partSize: 1500, partCount: 1 }),
        )
      ).data;
      expect((await bob.part(key, 1, randomBytes(1500))).status).toBe(200);
      // A Slurm job writes its output into the space behind the API's back (jobs/<jobId>/).
      const jobFolder = join(
        spaceDirectory(server().config.dataDir, { kind: 'user', id: bobId }),
        'jobs',
        '17',
      );
      await mkdir(jobFolder, { recursive: true });
      await writeFile(join(jobFolder, 'md.log'), randomBytes(800));
      const merged = await bob.merge(key);
      expect(merged.status).toBe(413);
      const listing = (await json(await bob.list('personal'))).data;
      expect(listing.entries.map((e: { name: string }) => e.name)).toEqual(['jobs']);
      expect(listing.usage).toEqual({ quotaBytes: 2000, usedBytes: 800 });
      // Others cannot set quotas.
      expect((await bob.setQuota('user', bobId, 100)).status).toBe(403);
    });

    it('refuses paths that leave the space', async () => {
      const carol = await client('carol_paths');
      for (const response of [
        await carol.list('personal', '/../..'),
        await carol.uploadKey({ fileName: '..', fileSize: 1, partSize: 1, partCount: 1 }),
        await carol.uploadKey({
          fileName: 'x',
          fileSize: 1,
          partSize: 1,
          partCount: 1,
          folder: '/a/../../b',
        }),
        await carol.uploadFile('personal', '/', '../../escape.txt', new Uint8Array([1])),
        await carol.move('personal', '/x', '/../x'),
        await carol.download('personal', '/../../topoforge.db'),
      ]) {
        expect(response.status).toBe(400);
        expect((await json(response)).code).toBe('storage-path-unsafe');
      }
    });

    it('keeps one user’s files from another: own space only, upload keys are personal', async () => {
      const dave = await client('dave_owner');
      const eve = await client('eve_other');
      expect(
        (await dave.uploadFile('personal', '/', 'secret.txt', new TextEncoder().encode('dave'))).status,
      ).toBe(200);
      expect((await json(await eve.list('personal'))).data.entries).toEqual([]);
      expect((await eve.download('personal', '/secret.txt')).status).toBe(404);
      expect((await eve.remove('personal', '/secret.txt')).status).toBe(404);
      const { key } = (
        await json(await dave.uploadKey({ fileName: 'k.bin', fileSize: 3, partSize: 3, partCount: 1 }))
      ).data;
      expect((await eve.part(key, 1, new Uint8Array(3))).status).toBe(404);
      expect((await json(await dave.list('personal'))).data.entries).toHaveLength(1);
    });

    it('opens a research group’s space to its members only', async () => {
      const leader = await client('grp_leader');
      const member = await client('grp_member');
      const outsider = await client('grp_outsider');
      const groupId = await createGroup(
        server().db,
        { name: 'storage lab', leaderUserId: await userId(server(), 'grp_leader') },
        null,
      );
      await addMember(server().db, groupId as number, await userId(server(), 'grp_member'));
      const space = `group:${groupId}`;
      expect((await member.makeFolder(space, '/shared')).status).toBe(200);
      expect(
        (await member.uploadFile(space, '/shared', 'data.csv', new TextEncoder().encode('a,b\n1,2\n')))
          .status,
      ).toBe(200);
      expect(await (await leader.download(space, '/shared/data.csv')).text()).toBe('a,b\n1,2\n');
      expect((await json(await leader.move(space, '/shared/data.csv', '/data.csv'))).data.path).toBe(
        '/data.csv',
      );
      const spaces = (await json(await member.spaces())).data;
      expect(spaces.map((s: { space: string; role: string }) => [s.space, s.role])).toEqual([
        ['personal', 'owner'],
        [space, 'member'],
      ]);
      for (const response of [
        await outsider.list(space),
        await outsider.download(space, '/data.csv'),
        await outsider.remove(space, '/data.csv'),
      ]) {
        expect(response.status).toBe(403);
        expect((await json(response)).code).toBe('storage-space-forbidden');
      }
      expect((await member.remove(space, '/data.csv')).status).toBe(200);
      expect(
        (await json(await leader.list(space))).data.entries.map((e: { name: string }) => e.name),
      ).toEqual(['shared']);
    });

    it('limits the single-request upload and leaves nothing behind', async () => {
      const frank = await client('frank_single');
      const refused = await frank.uploadFile('personal', '/', 'big.bin', randomBytes(20_000));
      expect(refused.status).toBe(413);
      expect(await json(refused)).toMatchObject({ code: 'storage-too-large' });
      expect((await json(await frank.list('personal'))).data.entries).toEqual([]);
    });
  },
  { env: { STORAGE_UPLOAD_MAX_MB: String(10_000 / 1_048_576) } },
);

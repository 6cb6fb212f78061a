import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { addUser } from '../../apps/server/src/admin.js';
import { freePort, waitForHealth } from './local-server.js';

/**
 * `npm run bench:storage [-- --mb 100 --part-mb 8]`: starts the real server (SQLite in a temp DATA_DIR) in a
 * child process and uploads one file of random bytes through the HTTP API's shard upload (getUploadFileKey,
 * uploadMultipartFileByPart, mergeShardUpload), one part at a time and three at a time, then downloads it.
 * Prints MB/s (1 MB = 10^6 bytes) of each and checks the bytes came back unchanged. Not a test: it prints figures.
 */
const { values } = parseArgs({
  options: { mb: { type: 'string', default: '100' }, 'part-mb': { type: 'string', default: '8' } },
});
const size = Math.round(Number(values.mb) * 1_048_576);
const partSize = Math.round(Number(values['part-mb']) * 1_048_576);
const GENERAL = '/cgi/general-service';

async function ok(response: Response): Promise<{ data: { key: string } }> {
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: { key: string } };
}

async function upload(
  base: string,
  auth: Record<string, string>,
  bytes: Buffer,
  name: string,
  parallel: number,
) {
  const partCount = Math.ceil(bytes.length / partSize);
  const started = performance.now();
  const query = new URLSearchParams({
    fileName: name,
    fileSize: String(bytes.length),
    partSize: String(partSize),
    partCount: String(partCount),
  });
  const { key } = (
    await ok(await fetch(`${base}${GENERAL}/shardUpload/getUploadFileKey?${query}`, { headers: auth }))
  ).data;
  const queue = Array.from({ length: partCount }, (_, i) => i + 1);
  const worker = async (): Promise<void> => {
    for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
      const body = bytes.subarray((n - 1) * partSize, Math.min(bytes.length, n * partSize));
      await ok(
        await fetch(`${base}${GENERAL}/shardUpload/uploadMultipartFileByPart?key=${key}&partNumber=${n}`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/octet-stream' },
          body,
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  const partsDone = performance.now();
  await ok(
    await fetch(`${base}${GENERAL}/shardUpload/mergeShardUpload`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ key }),
    }),
  );
  const done = performance.now();
  return { seconds: (done - started) / 1000, mergeSeconds: (done - partsDone) / 1000, partCount };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-storage-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: dataDir, STORAGE_PART_MAX_MB: String(Math.max(64, Number(values['part-mb']))) };
  await addUser({ username: 'bench_storage', password: 'Bench_storage1' }, { ...process.env, ...env });
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      ...env,
      TSX_TSCONFIG_PATH: 'tsconfig.tests.json',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(base, 60_000);
    const login = await fetch(`${base}/cgi/auth-service/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench_storage', password: 'Bench_storage1', type: 0 }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const auth = { authorization: `Bearer ${token}` };
    const bytes = randomBytes(size);
    const mb = size / 1e6;
    console.log(`file: ${mb.toFixed(1)} MB in parts of ${(partSize / 1e6).toFixed(1)} MB`);
    for (const parallel of [1, 3]) {
      const result = await upload(base, auth, bytes, `bench-${parallel}.bin`, parallel);
      console.log(
        `upload, ${parallel} part(s) at a time: ${result.partCount} parts, ${result.seconds.toFixed(2)} s, ` +
          `${(mb / result.seconds).toFixed(1)} MB/s (merge ${result.mergeSeconds.toFixed(2)} s)`,
      );
    }
    const started = performance.now();
    const download = await fetch(`${base}${GENERAL}/storage/download?space=personal&path=/bench-1.bin`, {
      headers: auth,
    });
    const back = Buffer.from(await download.arrayBuffer());
    const seconds = (performance.now() - started) / 1000;
    const same =
      createHash('sha256').update(back).digest('hex') === createHash('sha256').update(bytes).digest('hex');
    console.log(
      `download: ${seconds.toFixed(2)} s, ${(mb / seconds).toFixed(1)} MB/s, bytes identical: ${same}`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

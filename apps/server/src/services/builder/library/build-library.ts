import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { convertCml, type ConvertedMolecule } from './convert-molecule.js';
import { errnoOf } from './library-fs.js';
import { parseFileName, parseFolderPath } from './library-paths.js';
import { carryOver } from './carry-over.js';

/** Debian's chemical-structures package (installed by scripts/setup-system.sh): 568 .cml in 35 folders. */
export const DEBIAN_LIBRARY_SOURCE = '/usr/share/chemical-structures';
/** Bump when what the build writes changes (writers, atom names), so built libraries are rebuilt. */
export const LIBRARY_BUILD_VERSION = 1;
export const STAMP_FILE = '.build-stamp.json';

export interface BuildFailure {
  /** folder/name.cml, relative to the source. */
  readonly file: string;
  readonly reason: string;
}

export interface BuildReport {
  readonly source: string;
  readonly out: string;
  /** false: the stamp showed the same source already built, nothing was written. */
  readonly built: boolean;
  readonly folders: number;
  readonly molecules: number;
  readonly files: number;
  /** Files and folders added by administrators, carried over from the previous library. */
  readonly kept: number;
  readonly failures: readonly BuildFailure[];
  readonly ms: number;
}

/** What the stamp file records: enough to skip an unchanged source and to tell built files from added ones. */
export interface BuildStamp {
  readonly version: number;
  readonly fingerprint: string;
  readonly folders: number;
  readonly molecules: number;
  readonly failures: readonly BuildFailure[];
  readonly builtAt: string;
  /** sha256 of every file the build wrote, by path relative to the library root. */
  readonly manifest: Readonly<Record<string, string>>;
}

interface SourceFile {
  readonly folder: string;
  readonly name: string;
  readonly text: string;
}

export const sha256 = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

/**
 * Builds the molecule library from a tree of CML files: each first-level folder that holds .cml
 * files becomes a library folder (the Debian tree's htdocs, images, jmol and styles hold none), each
 * molecule becomes <name>.pdb, .mol, .xyz and .mol2 written by chem. Quick and idempotent: when the
 * stamp in `out` records the same source content and build version nothing is written. Otherwise the
 * library is built in a sibling temp folder and swapped in by rename, so readers never see half a
 * library; files administrators added to the old one are carried over. A molecule that fails is
 * reported with its reason and the build goes on.
 */
export async function buildLibrary(options: { source: string; out: string }): Promise<BuildReport> {
  const started = Date.now();
  const { source, out } = options;
  const files = await readSource(source);
  const fingerprint = sha256(
    [`v${LIBRARY_BUILD_VERSION}`, ...files.map((f) => `${f.folder}/${f.name}\0${sha256(f.text)}`)].join('\n'),
  );
  const previous = await readStamp(out);
  const report = (stamp: BuildStamp, built: boolean, kept: number): BuildReport => ({
    source,
    out,
    built,
    folders: stamp.folders,
    molecules: stamp.molecules,
    files: Object.keys(stamp.manifest).length,
    kept,
    failures: stamp.failures,
    ms: Date.now() - started,
  });
  if (previous?.fingerprint === fingerprint && previous.version === LIBRARY_BUILD_VERSION) {
    return report(previous, false, 0);
  }

  await mkdir(dirname(out), { recursive: true });
  const temp = `${out}.build-${process.pid}-${randomUUID()}`;
  try {
    const stamp = await writeMolecules(files, temp, fingerprint);
    const kept = await carryOver(out, temp, previous?.manifest ?? {});
    await writeFile(join(temp, STAMP_FILE), JSON.stringify(stamp));
    if (!(await swapIn(temp, out))) {
      // Another build (a second server, the script) swapped in first; its library is as good as ours.
      const theirs = await readStamp(out);
      return report(theirs ?? stamp, false, 0);
    }
    return report(stamp, true, kept);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

async function readSource(source: string): Promise<SourceFile[]> {
  let folders: string[];
  try {
    folders = (await readdir(source)).sort();
  } catch (error) {
    if (errnoOf(error) === 'ENOENT')
      throw new Error(`library source ${source} does not exist`, { cause: error });
    throw error;
  }
  const files: SourceFile[] = [];
  for (const folder of folders) {
    const dir = join(source, folder);
    if (folder.startsWith('.') || !(await stat(dir)).isDirectory()) continue;
    for (const name of (await readdir(dir)).sort()) {
      if (!name.toLowerCase().endsWith('.cml')) continue;
      const path = join(dir, name);
      if (!(await stat(path)).isFile()) continue;
      files.push({ folder, name, text: await readFile(path, 'utf8') });
    }
  }
  if (files.length === 0) throw new Error(`library source ${source} holds no .cml files in its folders`);
  return files;
}

async function readStamp(out: string): Promise<BuildStamp | undefined> {
  try {
    const stamp = JSON.parse(await readFile(join(out, STAMP_FILE), 'utf8')) as BuildStamp;
    return typeof stamp.fingerprint === 'string' && typeof stamp.manifest === 'object' ? stamp : undefined;
  } catch {
    return undefined;
  }
}

async function writeMolecules(
  files: readonly SourceFile[],
  temp: string,
  fingerprint: string,
): Promise<BuildStamp> {
  await mkdir(temp);
  const manifest: Record<string, string> = {};
  const failures: BuildFailure[] = [];
  const folders = new Set<string>();
  let molecules = 0;
  for (const { folder, name, text } of files) {
    const file = `${folder}/${name}`;
    const base = name.slice(0, -'.cml'.length);
    let converted: ConvertedMolecule;
    try {
      // The library's own path rules: a name they refuse could never be read back.
      parseFolderPath(folder);
      parseFileName(`${base}.pdb`);
      converted = convertCml(text, file);
    } catch (error) {
      failures.push({ file, reason: error instanceof Error ? error.message : String(error) });
      continue;
    }
    if (!folders.has(folder)) await mkdir(join(temp, folder));
    folders.add(folder);
    for (const [extension, content] of Object.entries(converted)) {
      const relative = `${folder}/${base}.${extension}`;
      await writeFile(join(temp, relative), content);
      manifest[relative] = sha256(content);
    }
    molecules++;
  }
  return {
    version: LIBRARY_BUILD_VERSION,
    fingerprint,
    folders: folders.size,
    molecules,
    failures,
    builtAt: new Date().toISOString(),
    manifest,
  };
}

/**
 * Replaces `out` by `temp` with two renames (the old library moves aside first and is removed after).
 * False when another build put a library at `out` between the two renames. On any failure the old
 * library is put back, or left beside `out` when that cannot be done, never deleted.
 */
async function swapIn(temp: string, out: string): Promise<boolean> {
  const old = `${out}.old-${process.pid}-${randomUUID()}`;
  let moved = false;
  try {
    await rename(out, old);
    moved = true;
  } catch (error) {
    if (errnoOf(error) !== 'ENOENT') throw error;
  }
  try {
    await rename(temp, out);
  } catch (error) {
    if (moved) await rename(old, out).catch(() => undefined);
    const code = errnoOf(error);
    if (code === 'ENOTEMPTY' || code === 'EEXIST') return false;
    throw error;
  }
  if (moved) await rm(old, { recursive: true, force: true });
  return true;
}

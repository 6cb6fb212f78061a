import { entry } from './entry.js';
import type { LocalizedMessage, MessageCatalogue, MessageTemplate } from './types.js';

/**
 * Which library an error is about: the crystal libraries (minerals, frameworks) add `library` to the data;
 * the molecule library's errors carry none.
 */
const LIBRARY_NAMES: Readonly<Record<string, LocalizedMessage>> = {
  minerals: { en: 'mineral library', zh: '矿物库' },
  frameworks: { en: 'framework library', zh: '框架材料库' },
};
const MOLECULE_LIBRARY: LocalizedMessage = { en: 'molecule library', zh: '分子库' };

/** The library's name in both languages, from the error's `library` field. */
const libraryName = (library: unknown): LocalizedMessage =>
  (typeof library === 'string' ? LIBRARY_NAMES[library] : undefined) ?? MOLECULE_LIBRARY;

interface PathData {
  readonly library?: string;
  /** Which request field was refused. */
  readonly what: 'path' | 'name';
  readonly segment: string;
  /** The path (or its first 80 characters) a refusal is about. */
  readonly path: string;
  readonly limit: number;
}

/** A refused library path or file name: the field, then why. */
const pathEntry = (why: (data: PathData) => LocalizedMessage): MessageTemplate =>
  entry<PathData>((data) => {
    const { en, zh } = why(data);
    return {
      en: `invalid library ${data.what}: ${en}`,
      zh: `无效的${libraryName(data.library).zh}${data.what === 'path' ? '路径' : '文件名'}：${zh}`,
    };
  });

/** The molecule, mineral and framework libraries (forward/autoff library routes): paths, files, admin uploads. */
export const LIBRARY_MESSAGES: MessageCatalogue = {
  'library-not-found/library': entry<{ library?: string }>(({ library }) => ({
    en: `the ${libraryName(library).en} is not installed on this server`,
    zh: `服务器上未安装${libraryName(library).zh}`,
  })),
  'library-not-found/folder': entry<{ path: string; library?: string }>(({ path, library }) => ({
    en: `folder "${path}" not found in the ${libraryName(library).en}`,
    zh: `${libraryName(library).zh}中不存在文件夹“${path}”`,
  })),
  'library-not-found/file': entry<{ path: string; name: string; library?: string }>(
    ({ path, name, library }) => ({
      en: `file "${name}" not found in ${path === '' ? 'the top folder' : `folder "${path}"`} of the ${libraryName(library).en}`,
      zh: `${libraryName(library).zh}${path === '' ? '根目录' : `文件夹“${path}”`}中不存在文件“${name}”`,
    }),
  ),
  'library-not-text': entry<{ name: string }>(({ name }) => ({
    en: `${name} is not a UTF-8 text file`,
    zh: `${name}不是UTF-8文本文件`,
  })),
  'library-exists': entry<{ name: string; overwrite: boolean }>(({ name, overwrite }) => ({
    en: `"${name}" already exists in this folder${overwrite ? ' as a folder' : '; send overwrite: true to replace it'}`,
    zh: `此文件夹中已存在“${name}”${overwrite ? '（是文件夹）' : '，如需替换请设置 overwrite: true'}`,
  })),
  'library-not-folder': entry<{ segment: string }>(({ segment }) => ({
    en: `"${segment}" is a file, not a folder`,
    zh: `“${segment}”是文件，不是文件夹`,
  })),
  'library-path/empty': pathEntry(() => ({
    en: 'empty folder name (doubled, leading or trailing "/")',
    zh: '文件夹名为空',
  })),
  'library-path/leading-dot': pathEntry(({ segment }) => ({
    en: `"${segment}" may not start with "."`,
    zh: `“${segment}”不能以“.”开头`,
  })),
  'library-path/characters': pathEntry(({ segment }) => ({
    en: `"${segment}" may hold only letters, digits, spaces and _ - + . , ( ) [ ]`,
    zh: `“${segment}”只能包含字母、数字、空格和 _ - + . , ( ) [ ]`,
  })),
  'library-path/trailing': pathEntry(({ segment }) => ({
    en: `"${segment}" may not end with a space or "."`,
    zh: `“${segment}”不能以空格或“.”结尾`,
  })),
  'library-path/too-long': pathEntry(({ segment, limit }) => ({
    en: `"${segment}" is longer than ${limit} bytes`,
    zh: `“${segment}”超过${limit}字节`,
  })),
  'library-path/path-too-long': pathEntry(({ path, limit }) => ({
    en: `"${path}" is longer than ${limit} bytes`,
    zh: `“${path}”超过${limit}字节`,
  })),
  'library-path/too-long-on-disk': pathEntry(({ path }) => ({
    en: `"${path}" is too long for the file system below the library's folder`,
    zh: `“${path}”对分子库所在的文件系统而言过长`,
  })),
  'library-path/dangling': pathEntry(({ path }) => ({
    en: `"${path}" is a link to something that does not exist`,
    zh: `“${path}”是指向不存在目标的链接`,
  })),
  'library-path/absolute': pathEntry(() => ({
    en: 'absolute paths are not allowed',
    zh: '不允许使用绝对路径',
  })),
  'library-path/too-deep': pathEntry(({ limit }) => ({
    en: `more than ${limit} folders deep`,
    zh: `目录层级超过${limit}`,
  })),
  'library-path/no-folder': pathEntry(() => ({
    en: 'give the folder to create',
    zh: '请提供要创建的文件夹',
  })),
  'library-path/slash': pathEntry(() => ({ en: 'a file name may not contain "/"', zh: '文件名不能包含“/”' })),
  'library-path/outside': pathEntry(({ library }) => ({
    en: `it leads outside the ${libraryName(library).en}`,
    zh: `路径指向${libraryName(library).zh}之外`,
  })),
};

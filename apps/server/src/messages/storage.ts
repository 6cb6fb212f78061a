import { formatBytes } from '@topoforge/contract';
import { entry, fixed } from './entry.js';
import type { MessageCatalogue } from './types.js';

const bytes = (value: unknown): string => formatBytes(Number(value));

/** Cloud storage's refusals (kernel/storage, services/storage; issue 23 item 3). Sizes as 002 §9 formats them. */
export const STORAGE_MESSAGES: MessageCatalogue = {
  'storage-path-unsafe': entry<{ path: string }>(({ path }) => ({
    en: `the path ${path} is not allowed: use names inside the space, without "..", backslashes or links out`,
    zh: `路径 ${path} 不允许：只能使用空间内的名称，不能含“..”、反斜杠或指向空间外的链接`,
  })),
  'storage-not-found': entry<{ path: string }>(({ path }) => ({
    en: `${path} does not exist`,
    zh: `${path} 不存在`,
  })),
  'storage-exists': entry<{ path: string }>(({ path }) => ({
    en: `${path} exists already`,
    zh: `${path} 已存在`,
  })),
  'storage-not-folder': entry<{ path: string }>(({ path }) => ({
    en: `${path} is not a folder`,
    zh: `${path} 不是文件夹`,
  })),
  'storage-not-file': entry<{ path: string }>(({ path }) => ({
    en: `${path} is a folder, not a file`,
    zh: `${path} 是文件夹，不是文件`,
  })),
  'storage-root': fixed(
    'the root folder of a space cannot be deleted or moved',
    '空间的根目录不能删除或移动',
  ),
  'storage-into-itself': entry<{ path: string }>(({ path }) => ({
    en: `a folder cannot be moved into itself (${path})`,
    zh: `文件夹不能移动到其自身之内（${path}）`,
  })),
  'storage-too-large': entry<{ limit: number }>(({ limit }) => ({
    en: `the file is larger than ${bytes(limit)}, the limit of this upload`,
    zh: `文件超过本次上传的上限 ${bytes(limit)}`,
  })),
  'storage-quota': entry<{ needed: number; available: number; quota: number }>(
    ({ needed, available, quota }) => ({
      en: `not enough storage space: the file needs ${bytes(needed)}, ${bytes(available)} of the ${bytes(quota)} quota is free`,
      zh: `存储空间不足：文件需要 ${bytes(needed)}，配额 ${bytes(quota)} 中仅剩 ${bytes(available)}`,
    }),
  ),
  'storage-space-forbidden': entry<{ space: string }>(({ space }) => ({
    en: `you are not a member of the space ${space}`,
    zh: `您不是空间 ${space} 的成员`,
  })),
  'storage-shard-plan': entry<{ fileSize: number; partSize: number; partCount: number; expected: number }>(
    ({ fileSize, partSize, partCount, expected }) => ({
      en: `a file of ${fileSize} bytes in parts of ${partSize} bytes has ${expected} parts, not ${partCount}`,
      zh: `${fileSize} 字节的文件按每片 ${partSize} 字节应分为 ${expected} 片，而不是 ${partCount} 片`,
    }),
  ),
  'storage-part-too-large': entry<{ limit: number }>(({ limit }) => ({
    en: `a part may be at most ${bytes(limit)}`,
    zh: `每个分片最大 ${bytes(limit)}`,
  })),
  'storage-upload-unknown': entry<{ key: string }>(({ key }) => ({
    en: `no upload ${key} is in progress (it was merged, has expired or is another user's)`,
    zh: `上传 ${key} 不存在（已合并、已过期或属于其他用户）`,
  })),
  'storage-part-number': entry<{ part: number; count: number }>(({ part, count }) => ({
    en: `part ${part} does not exist: this upload has parts 1 to ${count}`,
    zh: `分片 ${part} 不存在：本次上传的分片为 1 至 ${count}`,
  })),
  'storage-part-size': entry<{ part: number; expected: number; actual: number }>(
    ({ part, expected, actual }) => ({
      en: `part ${part} must be ${expected} bytes, it was ${actual}`,
      zh: `分片 ${part} 应为 ${expected} 字节，实际为 ${actual} 字节`,
    }),
  ),
  'storage-upload-incomplete': entry<{ missing: readonly number[] }>(({ missing }) => ({
    en: `parts ${[missing].flat().join(', ')} have not been uploaded yet`,
    zh: `分片 ${[missing].flat().join('、')} 尚未上传`,
  })),
  'storage-octet-stream': fixed(
    "send a part's bytes as the body, Content-Type application/octet-stream",
    '请以 application/octet-stream 方式发送分片内容',
  ),
  // 002 §5: at most 9 certificate files ("最多只能上传9个文件"), jpg, jpeg, png, bmp, tif or tiff.
  'certificate-too-many': entry<{ max: number }>(({ max }) => ({
    en: `at most ${max} files can be uploaded`,
    zh: `最多只能上传${max}个文件`,
  })),
  'certificate-format': entry<{ file: string }>(({ file }) => ({
    en: `${file}: only jpg, jpeg, png, bmp, tif and tiff images are accepted`,
    zh: `${file}：仅支持 jpg、jpeg、png、bmp、tif、tiff 格式的图片`,
  })),
  'certificate-not-teacher': fixed(
    'certificate images go with a teacher title only',
    '仅教师职称可上传教师资格证书',
  ),
  'certificate-unknown': entry<{ url: string }>(({ url }) => ({
    en: `${url} is not a certificate image uploaded for this registration (upload it again)`,
    zh: `${url} 不是本次注册上传的证书图片，请重新上传`,
  })),
  'storage-too-many-uploads': entry<{ seconds: number }>(({ seconds }) => ({
    en: `too many uploads from this address; try again in ${seconds} s`,
    zh: `上传过于频繁，请 ${seconds} 秒后再试`,
  })),
  'storage-no-file': fixed('the form has no file field', '表单中没有文件'),
  'storage-not-multipart': fixed(
    'send the file as multipart/form-data',
    '请以 multipart/form-data 方式上传文件',
  ),
};

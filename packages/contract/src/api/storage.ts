import { z } from 'zod';
import { ADMIN_SERVICE_BASE } from './content.js';
import { defineRoute } from './route-spec.js';
import { GENERAL_BASE } from './verification.js';

export { formatBytes } from './storage-format.js';

/**
 * Cloud storage (spec 002 §1 "cloud storage (personal and research group)", §2.3 cloud-space, §7
 * general-service commonUpload/shardUpload; issue 23 item 3). A space is the caller's personal space
 * (`personal`) or a research group's (`group:<id>`, members only). Paths are '/'-separated from the space's
 * root; '..', backslashes and links out of the space are refused with storage-path-unsafe naming the path.
 */
const GROUP = 'general-service';
const SHARD = `${GENERAL_BASE}/shardUpload`;
const FILES = `${GENERAL_BASE}/storage`;

export const SPACE_PATTERN = /^(personal|group:[1-9]\d{0,9})$/;
export const spaceSchema = z
  .string()
  .regex(SPACE_PATTERN, 'space is personal or group:<research group id>')
  .default('personal');
const pathSchema = z.string().max(1024);
const folderSchema = pathSchema.default('/');
const count = (what: string) =>
  z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).describe(what);

export const spaceEntrySchema = z.object({
  name: z.string(),
  path: z.string().describe("from the space's root, '/a/b.txt'"),
  kind: z.enum(['file', 'folder']),
  size: z.number().describe('bytes (0 for a folder)'),
  modifiedAt: z.number().describe('epoch ms'),
});
export type SpaceEntryWire = z.infer<typeof spaceEntrySchema>;

export const spaceUsageSchema = z.object({
  quotaBytes: z.number(),
  usedBytes: z.number().describe('measured from the files, job folders included'),
});
export type SpaceUsageWire = z.infer<typeof spaceUsageSchema>;

export const storageSpaceSchema = z.object({
  space: z.string().describe('personal or group:<id>'),
  kind: z.enum(['personal', 'group']),
  name: z.string().describe("the group's name; the username for the personal space"),
  role: z.enum(['owner', 'leader', 'member']),
  ...spaceUsageSchema.shape,
});
export type StorageSpaceWire = z.infer<typeof storageSpaceSchema>;

export const folderListingSchema = z.object({
  space: z.string(),
  folder: z.string(),
  entries: z.array(spaceEntrySchema),
  usage: spaceUsageSchema,
});
export type FolderListingWire = z.infer<typeof folderListingSchema>;

export const storedFileSchema = z.object({ entry: spaceEntrySchema, usage: spaceUsageSchema });
export type StoredFileWire = z.infer<typeof storedFileSchema>;

export const uploadKeySchema = z.object({
  key: z.string().describe('names the upload in the next two calls'),
  partSize: z.number(),
  partCount: z.number(),
  expiresAt: z.number().describe('epoch ms; parts and key are removed after it'),
});
export type UploadKeyWire = z.infer<typeof uploadKeySchema>;

export const partReceivedSchema = z.object({
  key: z.string(),
  partNumber: z.number(),
  received: z.array(z.number()).describe('part numbers stored so far, ascending'),
});
export type PartReceivedWire = z.infer<typeof partReceivedSchema>;

/** The download's query (the server checks it itself: the download streams outside api-route). */
export const storageDownloadQuerySchema = z.object({ space: spaceSchema, path: pathSchema });

/** Where a teacher certificate's image is read: `${CERTIFICATE_URL_BASE}/<32 hex>.<extension>`. */
export const CERTIFICATE_URL_BASE = `${GENERAL_BASE}/commonUpload/certificate`;
export const CERTIFICATE_NAME = /^[0-9a-f]{32}\.(jpg|jpeg|png|bmp|tif|tiff)$/;
/** A certificate image's size limit (the spec gives none; a phone photo or a scan fits). */
export const CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;

export const publicUploadSchema = z.object({
  url: z.string().describe('the image URL to send in teacherQualificationImg (joined by |)'),
  name: z.string(),
});
export type PublicUploadWire = z.infer<typeof publicUploadSchema>;

const QUOTA = 'Refused with 413 storage-quota when the space has less room than the file needs.';

export const storageRoutes = {
  uploadKey: defineRoute({
    method: 'GET',
    path: `${SHARD}/getUploadFileKey`,
    group: GROUP,
    summary: 'Start a shard upload: file name, size, part size and count, target space and folder → key',
    description:
      `Parts are numbered 1…partCount; every part is partSize bytes except the last, which holds the rest, ` +
      `so partCount must be ceil(fileSize / partSize). partSize is at most STORAGE_PART_MAX_MB (default 64 ` +
      `MiB). ${QUOTA} A target that exists already: 409 storage-exists. Unmerged uploads expire after ` +
      `STORAGE_UPLOAD_TTL_HOURS (default 24).`,
    access: 'user',
    query: z.object({
      fileName: z.string().min(1).max(255),
      fileSize: count('bytes of the whole file'),
      partSize: count('bytes of every part but the last'),
      partCount: count('number of parts'),
      space: spaceSchema,
      folder: folderSchema,
    }),
    answer: { kind: 'json', data: uploadKeySchema },
  }),
  uploadPart: defineRoute({
    method: 'POST',
    path: `${SHARD}/uploadMultipartFileByPart`,
    group: GROUP,
    summary: "Send one part: key and partNumber in the query, the part's bytes as the body",
    description:
      'The body is the raw bytes (Content-Type application/octet-stream). A part of the wrong size is refused ' +
      'with 400 storage-part-size naming the part and the size expected. Parts may come in any order and a ' +
      'part may be sent again (the last copy counts). Only the user who asked for the key may send parts.',
    access: 'user',
    query: z.object({ key: z.string().max(100), partNumber: count('1…partCount') }),
    answer: { kind: 'json', data: partReceivedSchema },
  }),
  merge: defineRoute({
    method: 'POST',
    path: `${SHARD}/mergeShardUpload`,
    group: GROUP,
    summary: 'Join the parts of an upload into its file (byte-exact) and end the upload',
    description:
      `Missing parts: 400 storage-upload-incomplete naming them. The quota is checked again after joining ` +
      `(other writes may have used the room meanwhile): over it, the joined file is removed and 413 ` +
      `storage-quota answered.`,
    access: 'user',
    body: z.object({ key: z.string().max(100) }),
    answer: { kind: 'json', data: storedFileSchema },
  }),
  uploadFile: defineRoute({
    method: 'POST',
    path: `${GENERAL_BASE}/commonUpload/uploadMultipartFile`,
    group: GROUP,
    summary: 'Upload one file in one request (multipart/form-data: space, folder, then file)',
    description:
      `The form's text fields space (default personal) and folder (default /) come before the file field. ` +
      `Files over STORAGE_UPLOAD_MAX_MB (default 100 MiB) are refused with 413 storage-too-large; use the ` +
      `shard upload for them. ${QUOTA}`,
    access: 'user',
    answer: { kind: 'json', data: storedFileSchema },
  }),
  uploadPublic: defineRoute({
    method: 'POST',
    path: `${GENERAL_BASE}/commonUpload/uploadFilePublicGetUrl`,
    group: GROUP,
    summary: 'Upload a teacher-certificate image at registration (multipart file) → its URL',
    description:
      'No login needed (registration comes before the account). jpg, jpeg, png, bmp, tif or tiff whose bytes ' +
      'are that format (the signature is checked, not only the name), at most 10 MiB; else 400 ' +
      'certificate-format or 413. Kept outside every quota; the URL is claimed by the registration that ' +
      'sends it in teacherQualificationImg, and unclaimed images are removed after a day. 30 uploads an ' +
      'hour per client address (429).',
    access: 'anonymous',
    answer: { kind: 'json', data: publicUploadSchema },
  }),
  certificate: defineRoute({
    method: 'GET',
    path: `${CERTIFICATE_URL_BASE}/:name`,
    group: GROUP,
    summary: 'A teacher-certificate image, for the user who registered with it and administrators',
    access: 'user',
    params: z.object({ name: z.string().regex(CERTIFICATE_NAME) }),
    answer: { kind: 'file' },
  }),
  spaces: defineRoute({
    method: 'GET',
    path: `${FILES}/spaces`,
    group: GROUP,
    summary: "The caller's spaces: personal, then each research group they belong to, with quota and usage",
    access: 'user',
    answer: { kind: 'json', data: z.array(storageSpaceSchema) },
  }),
  list: defineRoute({
    method: 'GET',
    path: `${FILES}/list`,
    group: GROUP,
    summary:
      "A folder's files and folders (name, size, modified, kind), folders first, with the space's usage",
    access: 'user',
    query: z.object({ space: spaceSchema, folder: folderSchema }),
    answer: { kind: 'json', data: folderListingSchema },
  }),
  download: defineRoute({
    method: 'GET',
    path: `${FILES}/download`,
    group: GROUP,
    summary: 'A file, streamed (Content-Disposition names it; a single Range is honoured with 206)',
    access: 'user',
    query: storageDownloadQuerySchema,
    answer: { kind: 'file' },
  }),
  remove: defineRoute({
    method: 'POST',
    path: `${FILES}/delete`,
    group: GROUP,
    summary: 'Delete a file, or a folder with everything in it',
    access: 'user',
    body: z.object({ space: spaceSchema, path: pathSchema }),
    answer: { kind: 'json', data: spaceUsageSchema },
  }),
  move: defineRoute({
    method: 'POST',
    path: `${FILES}/move`,
    group: GROUP,
    summary: 'Move or rename a file or folder within a space (409 when the target exists)',
    access: 'user',
    body: z.object({ space: spaceSchema, from: pathSchema, to: pathSchema }),
    answer: { kind: 'json', data: spaceEntrySchema },
  }),
  makeFolder: defineRoute({
    method: 'POST',
    path: `${FILES}/folder`,
    group: GROUP,
    summary: 'Create a folder (and its missing parents)',
    access: 'user',
    body: z.object({ space: spaceSchema, path: pathSchema }),
    answer: { kind: 'json', data: spaceEntrySchema },
  }),
  setQuota: defineRoute({
    method: 'POST',
    path: `${ADMIN_SERVICE_BASE}/storage/quota`,
    group: 'admin-service',
    summary: "Set one user's or research group's storage quota (MiB); null returns it to the default",
    description:
      'Administrators only (403 otherwise). The defaults are STORAGE_USER_QUOTA_MB and STORAGE_GROUP_QUOTA_MB.',
    access: 'admin',
    body: z.object({
      kind: z.enum(['user', 'group']),
      id: z.number().int().positive(),
      quotaMb: z.number().positive().max(1e9).nullable(),
    }),
    answer: { kind: 'json', data: spaceUsageSchema },
  }),
} as const;

export const STORAGE_ROUTES = Object.values(storageRoutes);

import type { FolderListingWire, StoredFileWire } from '@topoforge/contract';
import { errorEnvelopeSchema, okEnvelope, storageRoutes } from '@topoforge/contract';
import { storedAccessToken } from '../../api/auth-storage';
import { getJson } from '../../api/client';
import { CSRF_HEADER, csrfFromCookies } from '../../api/csrf';

/** The personal space's folders and files, to pick a job's input (cloud storage, engineer S's calls). */
export const listPersonal = (folder: string, signal?: AbortSignal): Promise<FolderListingWire> =>
  getJson(storageRoutes.list.path, storageRoutes.list.answer.data, signal, { space: 'personal', folder });

/**
 * Uploads one file into the personal space's root by the single-file call (multipart: space, folder,
 * then the file — the order the server reads them). Resolves to the stored entry; rejects with the
 * server's message (a full space, a file too large for one request).
 */
export async function uploadToPersonal(file: File): Promise<StoredFileWire> {
  const form = new FormData();
  form.append('space', 'personal');
  form.append('folder', '/');
  form.append('file', file, file.name);
  const headers = new Headers({ accept: 'application/json' });
  const token = storedAccessToken();
  if (token !== undefined) headers.set('authorization', `Bearer ${token}`);
  const csrf = csrfFromCookies(document.cookie);
  if (csrf !== undefined) headers.set(CSRF_HEADER, csrf);
  const response = await fetch(storageRoutes.uploadFile.path, { method: 'POST', body: form, headers });
  const body: unknown = await response.json().catch(() => undefined);
  const ok = okEnvelope(storageRoutes.uploadFile.answer.data).safeParse(body);
  if (response.ok && ok.success) return ok.data.data;
  const failed = errorEnvelopeSchema.safeParse(body);
  throw new Error(failed.success ? failed.data.error : `HTTP ${response.status}`);
}

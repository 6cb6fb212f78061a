import type { TestServer } from './databases.js';

const GENERAL = '/cgi/general-service';

/** Calls of the cloud-storage API as a logged-in user (the test's own small client). */
export function storageClient(server: TestServer, token: string) {
  const auth = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
  const get = (path: string, query: Record<string, string | number>) =>
    fetch(
      server.url(
        `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      ),
      {
        headers: auth,
      },
    );
  const post = (path: string, body: unknown) =>
    fetch(server.url(path), {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return {
    uploadKey: (query: Record<string, string | number>) =>
      get(`${GENERAL}/shardUpload/getUploadFileKey`, query),
    part: (key: string, partNumber: number, bytes: Uint8Array) =>
      fetch(
        server.url(`${GENERAL}/shardUpload/uploadMultipartFileByPart?key=${key}&partNumber=${partNumber}`),
        {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/octet-stream' },
          body: bytes,
        },
      ),
    merge: (key: string) => post(`${GENERAL}/shardUpload/mergeShardUpload`, { key }),
    uploadFile: (space: string, folder: string, name: string, bytes: Uint8Array) => {
      const form = new FormData();
      form.append('space', space);
      form.append('folder', folder);
      form.append('file', new Blob([bytes]), name);
      return fetch(server.url(`${GENERAL}/commonUpload/uploadMultipartFile`), {
        method: 'POST',
        headers: auth,
        body: form,
      });
    },
    list: (space: string, folder = '/') => get(`${GENERAL}/storage/list`, { space, folder }),
    download: (space: string, path: string, range?: string) =>
      fetch(server.url(`${GENERAL}/storage/download?${new URLSearchParams({ space, path })}`), {
        headers: range ? { ...auth, range } : auth,
      }),
    remove: (space: string, path: string) => post(`${GENERAL}/storage/delete`, { space, path }),
    move: (space: string, from: string, to: string) => post(`${GENERAL}/storage/move`, { space, from, to }),
    makeFolder: (space: string, path: string) => post(`${GENERAL}/storage/folder`, { space, path }),
    spaces: () => get(`${GENERAL}/storage/spaces`, {}),
    setQuota: (kind: 'user' | 'group', id: number, quotaMb: number | null) =>
      post('/cgi/admin-service/storage/quota', { kind, id, quotaMb }),
  };
}

export type StorageClient = ReturnType<typeof storageClient>;

/** The user id of a username (tests make users through the CLI, which answers no id to userToken). */
export async function userId(server: TestServer, username: string): Promise<number> {
  const row = await server.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

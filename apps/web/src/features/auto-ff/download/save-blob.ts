/** Saves a blob (a topology zip, a structure file) through a temporary link, as the browser's own download. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the blob only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

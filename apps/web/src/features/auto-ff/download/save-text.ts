import { saveBlob } from './save-blob';

/** Saves text as a file through a temporary link (the browser's download, no server round trip). */
export function saveText(fileName: string, text: string): void {
  saveBlob(fileName, new Blob([text], { type: 'text/plain' }));
}

import { api } from '@portico/shell-sdk';

/** Hands the browser a file to save under `fileName` (a made CSV, a file the API served). */
export function saveBlob(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = objectUrl;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

/** Saves a file the API serves (with the caller's token) under its own name. */
export async function downloadAttachment(url: string, fileName: string, query?: Record<string, string>): Promise<void> {
  saveBlob(await api.blob(url, query ? { query } : {}), fileName);
}

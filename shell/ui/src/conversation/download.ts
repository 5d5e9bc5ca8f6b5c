import { api } from '@portico/shell-sdk';

/** Saves a file the API serves (with the caller's token) under its own name. */
export async function downloadAttachment(url: string, fileName: string): Promise<void> {
  const blob = await api.blob(url);
  const objectUrl = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = objectUrl;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

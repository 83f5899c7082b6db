/** A file the server answered, ready to save. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** What a typed client answers a `parseAs: 'blob'` call with. */
interface BlobAnswer {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * The file of a download call, named as the server's content-disposition names it (the fallback
 * when it does not). A refusal throws: the caller shows its own failure beside the button.
 */
export async function downloadedFile(
  call: Promise<BlobAnswer>,
  fallbackName: string,
): Promise<DownloadedFile> {
  const result = await call;
  if (result.error !== undefined || !result.response.ok || !(result.data instanceof Blob))
    throw new Error('download failed');
  const disposition = result.response.headers.get('content-disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: result.data, fileName };
}

/** Hands a downloaded file to the browser's own save, as a link the seller clicked. */
export function saveDownloadedFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has taken the file once the click has run; the URL only holds memory after.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

import { API_BASE, buildPath } from './api-client';
import { ApiError, messageFromBody } from './api-error';
import { timezoneHeader } from './timezone';
import { readToken } from './token-storage';

/** Bytes received so far and, when the server said, how many there are in all. */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

/** 1234567 → "1.2 MB": what a progress line shows. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** `attachment; filename="payments-2026-01-31.csv"` → `payments-2026-01-31.csv`; null when absent. */
export function fileNameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(contentDisposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(contentDisposition);
  return plain?.[1] ?? null;
}

/** Reads a response body chunk by chunk, reporting the bytes as they come (streamed files have no length). */
async function readWithProgress(response: Response, onProgress: (progress: DownloadProgress) => void): Promise<Blob> {
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return new Blob(chunks, { type });
}

export interface FetchFileOptions {
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
  /** When the access token was refused: get the file the ordinary way (call() refreshes the token once). */
  onUnauthorized: () => Promise<Blob>;
}

/**
 * GETs a file with the headers every API call carries (Bearer, Timezone) and reads it as a stream so the
 * page can say how much has arrived. A refused token is left to `call()`, which owns the single-flight
 * refresh; that path reports no progress but still delivers the file. Other failures become an ApiError
 * with the server's message.
 */
export async function fetchFile(
  path: string,
  query: Record<string, string>,
  options: FetchFileOptions,
): Promise<{ blob: Blob; fileName: string | null }> {
  const token = readToken()?.accessToken ?? null;
  const headers: Record<string, string> = { Timezone: timezoneHeader() };
  if (token) headers.Authorization = `Bearer ${token}`;
  const url = `${API_BASE}/${buildPath(path)}?${new URLSearchParams(query).toString()}`;
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: options.signal });
  } catch (cause) {
    const aborted = options.signal?.aborted || (cause instanceof Error && cause.name === 'AbortError');
    throw new ApiError(
      0,
      'The file could not be downloaded. Check the connection and try again.',
      path,
      undefined,
      aborted ? 'ERR_CANCELED' : 'ERR_NETWORK',
    );
  }
  if (response.status === 401 || response.status === 403)
    return { blob: await options.onUnauthorized(), fileName: null };
  if (!response.ok) {
    const { message, errors } = await messageFromBody(await response.text().catch(() => ''));
    throw new ApiError(
      response.status,
      message ?? 'The file could not be downloaded.',
      path,
      errors,
      response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
    );
  }
  const blob = await readWithProgress(response, options.onProgress ?? (() => undefined));
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) };
}

/** Hands a file to the browser's downloads: an object URL on a temporary link, revoked once used. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the URL goes on the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

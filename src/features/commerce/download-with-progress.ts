/**
 * Downloads a file with progress: reads the response body as a stream, reporting the
 * fraction done (null while the length is unknown), then hands the bytes to the browser
 * as a saved file under `fileName`.
 */
export async function downloadWithProgress(
  url: string,
  fileName: string | null,
  onProgress: (fraction: number | null) => void,
): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok || !response.body) throw new Error(`download failed: HTTP ${response.status}`);
  const total = Number(response.headers.get('Content-Length')) || 0;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(total ? 0 : null);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(total ? Math.min(received / total, 1) : null);
  }
  const href = URL.createObjectURL(new Blob(chunks, { type: response.headers.get('Content-Type') ?? undefined }));
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName ?? fileNameOf(response.headers.get('Content-Disposition')) ?? 'download';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked after the click has been handled: revoking at once can cancel the save.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** The file name a Content-Disposition header gives (RFC 6266: filename* first). */
function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!);
    } catch {
      // Fall back to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}

/**
 * Files the API answers (base64 in an envelope, or bytes), decoded and saved by the browser. Here,
 * with no React and no design system, so a page drawn with plain elements (the customer's signing
 * page) saves a PDF as the console's screens do (@tac/ui/pdf re-exports these).
 */
/** Decodes base64 (no data: prefix) to bytes. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function base64ToBlob(base64: string, type: string): Blob {
  return new Blob([base64ToBytes(base64)], { type });
}

/** Saves base64 content as a file under `fileName`, as a download link would. */
export function downloadBase64(base64: string, fileName: string, type = 'application/pdf'): void {
  downloadBlob(base64ToBlob(base64, type), fileName);
}

/** Saves bytes (e.g. a file the server answered, any type) under `fileName`, as a download link would. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

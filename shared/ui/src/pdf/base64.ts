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

/**
 * Prints a PDF with the browser's own viewer: loads it in a hidden frame and opens the print
 * dialog there, so the printout is the document itself, not the page around it.
 */
export function printBase64Pdf(base64: string): void {
  const url = URL.createObjectURL(base64ToBlob(base64, 'application/pdf'));
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.title = 'Print';
  frame.src = url;
  frame.onload = () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } finally {
      setTimeout(() => {
        frame.remove();
        URL.revokeObjectURL(url);
      }, 60_000);
    }
  };
  document.body.append(frame);
}

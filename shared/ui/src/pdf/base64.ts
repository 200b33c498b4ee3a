import { base64ToBlob } from '@tac/contracts/files';

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

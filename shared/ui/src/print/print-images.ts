export interface PrintableImage {
  /** An image URL; for base64 content use `imageSource(base64)` from @tac/ui/image-viewer. */
  src: string;
  /** The text under the image, e.g. its file name. */
  caption: string;
}

export interface PrintImagesOptions {
  /** The printout's title, shown above the images and as the window's title. */
  title: string;
  /** The print window's size in px, e.g. spec 002 §9's 850×700. */
  window: { width: number; height: number };
  /** Each image's box in px (the image fits inside it, keeping its shape), e.g. 550×350. */
  image: { width: number; height: number };
}

/**
 * Prints images (a record's attachments) from a window of their own, one under another at a set
 * size, as the spec's print window does: the user sees what prints, and the console stays as it was.
 * The print dialog opens once every image has decoded; the window closes after printing. Returns
 * the window, or null when the browser blocked it (then nothing happens).
 */
export function printImages(images: readonly PrintableImage[], options: PrintImagesOptions): Window | null {
  const { width, height } = options.window;
  const opened = window.open('', '_blank', `popup,width=${width},height=${height}`);
  if (!opened) return null;
  const doc = opened.document;
  doc.open();
  doc.write(printDocument(images, options));
  doc.close();
  const decoded = Array.from(doc.querySelectorAll('img'), (img) =>
    img.complete
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => resolve(), { once: true });
        }),
  );
  void Promise.all(decoded).then(() => {
    opened.addEventListener('afterprint', () => opened.close(), { once: true });
    opened.focus();
    opened.print();
  });
  return opened;
}

/** The print window's page: the title, then each image in its box with its caption. */
export function printDocument(
  images: readonly PrintableImage[],
  { title, image }: PrintImagesOptions,
): string {
  const figures = images
    .map(
      ({ src, caption }) =>
        `<figure><img src="${escapeHtml(src)}" alt="${escapeHtml(caption)}" width="${image.width}" height="${image.height}"><figcaption>${escapeHtml(caption)}</figcaption></figure>`,
    )
    .join('');
  const css = `
    @page { margin: 10mm; }
    body { font-family: system-ui, sans-serif; margin: 16px; color: #000; background: #fff; }
    h1 { font-size: 16px; margin: 0 0 12px; }
    figure { margin: 0 0 16px; break-inside: avoid; }
    img { display: block; width: ${image.width}px; height: ${image.height}px; object-fit: contain; border: 1px solid #ccc; }
    figcaption { font-size: 12px; margin-top: 4px; }
  `;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${css}</style></head><body><h1>${escapeHtml(title)}</h1>${figures}</body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { printImages } from './print-images.ts';

const options = {
  title: 'Voucher 1001 <attachments>',
  window: { width: 850, height: 700 },
  image: { width: 550, height: 350 },
};
const images = [
  { src: 'data:image/png;base64,iVBORw0KGgo=', caption: 'site.png' },
  { src: 'data:image/jpeg;base64,/9j/4AAQ', caption: 'a "quoted" name.jpg' },
];

/** A stand-in for the opened window: a real document, and print/close to watch. */
function fakeWindow() {
  const doc = document.implementation.createHTMLDocument('');
  const target = new EventTarget();
  return Object.assign(target, { document: doc, focus: vi.fn(), print: vi.fn(), close: vi.fn() });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('printImages', () => {
  it('opens a window of the given size holding each image at the given size, then prints', async () => {
    const opened = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    expect(printImages(images, options)).toBe(opened);
    expect(open).toHaveBeenCalledWith('', '_blank', 'popup,width=850,height=700');

    const doc = opened.document;
    expect(doc.title).toBe('Voucher 1001 <attachments>');
    const shown = Array.from(doc.querySelectorAll('img'));
    expect(shown.map((img) => [img.getAttribute('src'), img.alt, img.width, img.height])).toEqual([
      [images[0]?.src, 'site.png', 550, 350],
      [images[1]?.src, 'a "quoted" name.jpg', 550, 350],
    ]);
    // The print dialog waits for the images to decode.
    await Promise.resolve();
    expect(opened.print).not.toHaveBeenCalled();
    for (const img of shown) img.dispatchEvent(new Event(img === shown[0] ? 'load' : 'error'));
    await vi.waitFor(() => expect(opened.print).toHaveBeenCalledTimes(1));
    opened.dispatchEvent(new Event('afterprint'));
    expect(opened.close).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the browser blocks the window', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(printImages(images, options)).toBeNull();
  });
});

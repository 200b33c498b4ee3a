import { afterEach, describe, expect, it } from 'vitest';
import { installComputedStyleCache } from './computed-style-cache.ts';

// The package's setup installs it already; installing again must change nothing.
installComputedStyleCache();

afterEach(() => {
  document.body.replaceChildren();
  document.head.querySelector('style[data-test]')?.remove();
});

describe('the computed style cache of the component tests', () => {
  it('answers the same element twice from one computation while the page is unchanged', () => {
    const box = document.body.appendChild(document.createElement('div'));
    expect(getComputedStyle(box)).toBe(getComputedStyle(box));
    expect(getComputedStyle(box, '::before')).not.toBe(getComputedStyle(box));
  });

  it('computes again after an attribute, a style tag, a node or a text changes', () => {
    const box = document.body.appendChild(document.createElement('div'));
    const inner = box.appendChild(document.createElement('span'));
    expect(getComputedStyle(inner).visibility).toBe('visible');
    box.setAttribute('style', 'visibility: hidden');
    expect(getComputedStyle(inner).visibility).toBe('hidden');
    box.removeAttribute('style');
    expect(getComputedStyle(box).display).toBe('block');
    const sheet = document.createElement('style');
    sheet.dataset.test = '';
    document.head.appendChild(sheet);
    expect(getComputedStyle(box).display).toBe('block');
    sheet.textContent = 'div { display: none }';
    expect(getComputedStyle(box).display).toBe('none');
  });

  it('computes again after a change whose records the observer already delivered', async () => {
    const box = document.body.appendChild(document.createElement('div'));
    expect(getComputedStyle(box).display).toBe('block');
    box.style.display = 'flex';
    // A microtask later the records have gone to the observer's callback, not to the next call.
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getComputedStyle(box).display).toBe('flex');
  });
});

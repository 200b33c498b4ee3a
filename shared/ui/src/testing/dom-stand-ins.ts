/**
 * What the component tests' DOM (happy-dom) lacks of a browser, stood in for. It has no layout:
 * every element is 0×0 with no client rects. Zag's focus trap (Chakra dialogs) then finds nothing
 * "visible" to focus and focuses the dialog itself, unlike a browser. Reporting one rect for attached
 * elements restores the browser's initial focus and Tab order in tests.
 */
export function installDomStandIns(): void {
  Object.defineProperty(HTMLElement.prototype, 'getClientRects', {
    configurable: true,
    value(this: HTMLElement) {
      return this.isConnected ? [new DOMRect(0, 0, 1, 1)] : [];
    },
  });
  // Floating drop-downs (select, multi-select) watch their anchor's size.
  if (!('ResizeObserver' in globalThis)) {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  // happy-dom has a table's rows and a row's cells, but not a table section's rows.
  if (!('rows' in HTMLTableSectionElement.prototype)) {
    Object.defineProperty(HTMLTableSectionElement.prototype, 'rows', {
      configurable: true,
      get(this: HTMLTableSectionElement) {
        return Array.from(this.children).filter((child) => child.localName === 'tr');
      },
    });
  }
  // The select machine scrolls its list to the chosen item.
  for (const method of ['scrollTo', 'scrollIntoView'] as const) {
    if (typeof Element.prototype[method] !== 'function') {
      Object.defineProperty(Element.prototype, method, { configurable: true, value() {} });
    }
  }
}

/**
 * What the component tests' DOM (happy-dom) lacks of a browser and a test needs, stood in for: a
 * table section's `rows` (it has a table's rows and a row's cells). Run by the shared setups.
 */
export function installDomStandIns(): void {
  if ('rows' in HTMLTableSectionElement.prototype) return;
  Object.defineProperty(HTMLTableSectionElement.prototype, 'rows', {
    configurable: true,
    get(this: HTMLTableSectionElement) {
      return Array.from(this.children).filter((child) => child.localName === 'tr');
    },
  });
}

/**
 * jsdom works a computed style out from scratch on every `getComputedStyle` call, and a Testing
 * Library role query asks it for the same elements many times (each candidate's visibility, then
 * every node of its accessible name, twice). Answers are kept until the page changes: a mutation
 * observer's records, taken synchronously on each call, say when anything in the document did
 * (an attribute, a style tag, a text, a node), and a resize clears them too. Most of a component
 * test's time in queries was these calls (shared/docs/testing.md).
 */
const INSTALLED = Symbol.for('tac.testing.computedStyleCache');

export function installComputedStyleCache(): void {
  const page = window as Window & { [INSTALLED]?: true };
  if (page[INSTALLED]) return;
  page[INSTALLED] = true;
  const compute = window.getComputedStyle.bind(window);
  let answers = new WeakMap<Element, Map<string, CSSStyleDeclaration>>();
  const forget = () => {
    answers = new WeakMap();
  };
  // Records not taken by a call arrive here at the next microtask: they too mean a change.
  const observer = new MutationObserver(forget);
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  window.addEventListener('resize', forget);
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (observer.takeRecords().length > 0) forget();
    let byPseudo = answers.get(element);
    if (!byPseudo) {
      byPseudo = new Map();
      answers.set(element, byPseudo);
    }
    const key = pseudoElement ?? '';
    let style = byPseudo.get(key);
    if (!style) {
      style = compute(element, pseudoElement);
      byPseudo.set(key, style);
    }
    return style;
  };
}

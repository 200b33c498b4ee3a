/**
 * An enum-like object whose every key is its own value, so each name is written once:
 * selfNamed('Yes', 'No') is { Yes: 'Yes', No: 'No' }, its values in the order given.
 */
export function selfNamed<const Name extends string>(...names: Name[]): { readonly [N in Name]: N } {
  return Object.fromEntries(names.map((name) => [name, name])) as { readonly [N in Name]: N };
}

import { describe, expect, it } from 'vitest';
import { recipes, slotRecipes, system } from './system.ts';

describe('slim system', () => {
  it('holds the recipes of the components @tac/ui re-exports', () => {
    for (const key of ['button', 'input', 'heading', 'link', 'spinner', 'badge', 'textarea']) {
      expect(system.isRecipe(key), key).toBe(true);
    }
    expect(system.isSlotRecipe('field')).toBe(true);
  });

  it('adds the recipes of the other @tac/ui parts when one of them loads, not before', async () => {
    const parts = ['dialog', 'datePicker', 'table', 'tabs', 'toast'];
    for (const key of parts) expect(system.isSlotRecipe(key), key).toBe(false);
    await import('./part-recipes.ts');
    for (const key of parts) {
      expect(system.isSlotRecipe(key), key).toBe(true);
      expect(Object.keys(system.getSlotRecipe(key)?.slots ?? []).length, key).toBeGreaterThan(0);
    }
  });

  it('leaves out recipes the console does not use', () => {
    expect(system.hasRecipe('tagsInput')).toBe(false);
    expect(system.hasRecipe('colorPicker')).toBe(false);
    expect(system.hasRecipe('select')).toBe(false);
    expect(Object.keys(recipes).length + Object.keys(slotRecipes).length).toBeLessThan(20);
  });

  it("keeps Chakra's tokens, so recipes resolve (guards the deep imports on a Chakra upgrade)", () => {
    expect(system.token('colors.gray.500')).toBeTruthy();
    expect(system.token('spacing.4')).toBe('1rem');
    expect(system.token('radii.l2')).toBeTruthy();
    expect(system.token('shadows.lg')).toBeTruthy();
    expect(system.token('fontSizes.sm')).toBeTruthy();
  });

  it('draws focus rings in the accent even on neutral (gray) controls', () => {
    const css = JSON.stringify(system.getTokenCss());
    expect(css).toContain('--chakra-colors-gray-focus-ring":"var(--chakra-colors-blue-600)');
  });
});

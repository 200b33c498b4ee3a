import { defineSlotRecipe } from '@chakra-ui/react/styled-system';
import { selectSlotRecipe } from './select-recipe.js';

/**
 * Chakra's select recipe with its placeholder ("Select") readable: Chakra draws it in fg.muted at
 * 80 % opacity, 4.3:1 on a muted background, under WCAG AA's 4.5:1; at full fg.muted it is 7:1 there
 * (theme/contrast.test.ts). The label of a disabled select likewise: Chakra halves its opacity
 * (about 3.9:1), though a read-only form still has to be read; it is drawn in fg.muted instead, and
 * the disabled control itself stays faded.
 */
export const consoleSelectRecipe = defineSlotRecipe({
  ...selectSlotRecipe,
  base: {
    ...selectSlotRecipe.base,
    trigger: { ...selectSlotRecipe.base?.trigger, _placeholderShown: { color: 'fg.muted' } },
    label: { ...selectSlotRecipe.base?.label, _disabled: { color: 'fg.muted' } },
  },
});

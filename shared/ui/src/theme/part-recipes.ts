/**
 * Adds the recipes of the components outside @tac/ui core to the console's system. Imported by each
 * @tac/ui part that renders such a component (dialog, table, tabs, toast, date-picker, image-viewer),
 * so /Login, which loads only core, does not download them.
 *
 * Chakra looks a recipe up by key when a component renders (system.getSlotRecipe reads the theme
 * object each time), so a recipe added before its component's first render works exactly as one
 * built into the system. A new part with a Chakra slot component not listed here: add its recipe to
 * chakra-part-recipes.js and below, and import this module from the part's entry.
 */
import type { SlotRecipeConfig } from '@chakra-ui/react/styled-system';
import {
  datePickerSlotRecipe,
  dialogSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  toastSlotRecipe,
} from './chakra-part-recipes.js';
import { system } from './system.ts';

export const partSlotRecipes: Record<string, SlotRecipeConfig> = {
  datePicker: datePickerSlotRecipe,
  dialog: dialogSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

const theme = system._config.theme;
if (theme) theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, partSlotRecipes);

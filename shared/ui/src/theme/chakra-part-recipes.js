// Recipes of the Chakra components used only by @tac/ui parts other than core (dialog, table, tabs,
// toast, date picker), imported file by file like chakra-theme-parts.js. They are not in the system
// that /Login loads: part-recipes.ts adds them to it when one of those parts loads.
// Pinned and guarded like chakra-theme-parts.js (chakra-internals.test.ts).

export { datePickerSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/date-picker.js';
export { dialogSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/dialog.js';
export { tableSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/table.js';
export { tabsSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/tabs.js';
export { toastSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/toast.js';

// Types for combobox-recipe.js: the very object `@chakra-ui/react/theme` exports (type-only, erased).
export { comboboxSlotRecipe } from '@chakra-ui/react/theme';

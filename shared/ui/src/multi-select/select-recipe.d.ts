// Types for select-recipe.js: the very object `@chakra-ui/react/theme` exports (type-only, erased).
export { selectSlotRecipe } from '@chakra-ui/react/theme';

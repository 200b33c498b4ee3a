// Types for chakra-part-recipes.js: the very objects `@chakra-ui/react/theme` exports (type-only).
export {
  datePickerSlotRecipe,
  dialogSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';

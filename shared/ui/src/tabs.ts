/** @tac/ui tabs: Chakra's Tabs (recipe: theme/part-recipes.ts). Its own subpath: few screens use tabs. */
import './theme/part-recipes.ts'; // this part's Chakra recipes (not in core's system)

export { Tabs } from '@chakra-ui/react/tabs';

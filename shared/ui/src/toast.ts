/**
 * @tac/ui toast: notify() and <AppToaster/>. Light on purpose (the toast store and a lazy view), so
 * /Login can import notify without paying for the toaster's view at first paint.
 */
import './theme/part-recipes.ts'; // this part's Chakra recipes (not in core's system)

export { AppToaster } from './toast/AppToaster.tsx';
export { notify, type ToastKind } from './toast/notify.ts';
export { toaster } from './toast/toaster.ts';

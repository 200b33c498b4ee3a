import { createToaster } from '@chakra-ui/react/toast';

/**
 * The console's one toast store. It lives apart from the <Toaster> view: a toast created before the
 * view mounts waits in the store and shows when the view subscribes (zag's toast group reads
 * `getVisibleToasts()` on mount), so the view can load lazily.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
  max: 5,
});

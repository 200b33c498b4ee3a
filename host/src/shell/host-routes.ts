import type { RouteDescriptor } from '@tac/ui';
import { releasesRoute } from '../releases/route.ts';

/** Screens the host serves itself, after the remotes' in the side menu. */
export const HOST_ROUTES: readonly RouteDescriptor[] = [releasesRoute];

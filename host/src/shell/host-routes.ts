import type { RouteDescriptor } from '@tac/ui';
import { releasesRoute } from '../remotes/releases/route.ts';

/** Screens the host serves itself; their menu entries come from HOST_ROUTE_RULES (@tac/contracts). */
export const HOST_ROUTES: readonly RouteDescriptor[] = [releasesRoute];

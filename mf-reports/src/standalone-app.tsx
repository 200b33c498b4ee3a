import { mountDevShell } from '@tac/build/dev-shell';
import { routes } from './routes.tsx';

mountDevShell(routes);

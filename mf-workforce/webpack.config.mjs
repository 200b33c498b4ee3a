import { federatedConfig } from '@tac/build';

export default federatedConfig({
  appDir: import.meta.dirname,
  name: 'mf-workforce',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3103,
  devEntry: './src/standalone.ts',
});

import { federatedConfig } from '@tac/build';

export default federatedConfig({
  appDir: import.meta.dirname,
  name: 'mf-reports',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3104,
  devEntry: './src/standalone.ts',
});

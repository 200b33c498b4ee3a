import { federatedConfig } from '@tac/build';

export default federatedConfig({
  appDir: import.meta.dirname,
  name: 'mf-security',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3101,
  devEntry: './src/standalone.ts',
});

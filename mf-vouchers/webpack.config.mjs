import { federatedConfig } from '@tac/build';

export default federatedConfig({
  appDir: import.meta.dirname,
  name: 'mf-vouchers',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3106,
  devEntry: './src/standalone.ts',
});

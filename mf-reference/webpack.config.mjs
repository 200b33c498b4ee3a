import { federatedConfig } from '@tac/build';

export default federatedConfig({
  appDir: import.meta.dirname,
  name: 'mf-reference',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3105,
  devEntry: './src/standalone.ts',
});

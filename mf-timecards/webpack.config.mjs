import { federatedConfig } from '@tac/build';

export default federatedConfig({
  appDir: import.meta.dirname,
  name: 'mf-timecards',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3102,
  devEntry: './src/standalone.ts',
});

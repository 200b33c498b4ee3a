import { federatedConfig } from '@tac/build';

export default federatedConfig({ appDir: import.meta.dirname, name: 'host', kind: 'host', devPort: 3000 });

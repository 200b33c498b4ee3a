// Standalone development (`pnpm --filter @tac/mf-reports dev`): this remote's routes in the dev shell.
import('./standalone-app.tsx');

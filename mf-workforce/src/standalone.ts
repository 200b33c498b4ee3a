// Standalone development (`pnpm --filter @tac/mf-workforce dev`): this remote's routes in the dev shell.
import('./standalone-app.tsx');

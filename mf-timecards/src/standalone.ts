// Standalone development (`pnpm --filter @tac/mf-timecards dev`): this remote's routes in the dev shell.
import('./standalone-app.tsx');

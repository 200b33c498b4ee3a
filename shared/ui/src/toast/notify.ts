import { toaster } from './toaster.ts';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

// Errors stay longer: the user may need to read and act on them.
const DURATION_MS: Record<ToastKind, number> = {
  success: 4000,
  info: 5000,
  warning: 6000,
  error: 8000,
};

function show(type: ToastKind, message: string, detail?: string): void {
  if (!message) return;
  toaster.create({
    type,
    title: message,
    ...(detail && { description: detail }),
    duration: DURATION_MS[type],
    closable: true,
  });
}

/** Toasts of spec 000 §8 (success, error, info, warning). Safe to call before <AppToaster/> mounts. */
export const notify = {
  success: (message: string) => show('success', message),
  /** `detail`: a second, smaller line (a server fault's reference for support). */
  error: (message: string, detail?: string) => show('error', message, detail),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
};

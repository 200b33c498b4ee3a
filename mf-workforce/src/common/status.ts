import type { WorkforceStatus } from '@tac/contracts';

/** The status filter's options (spec 001 §2.1–2.3, §9): Active and InActive, Active first. */
export const STATUS_OPTIONS: { value: WorkforceStatus; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'InActive' },
];

export const statusLabel = (status: WorkforceStatus): string => (status === 'active' ? 'Active' : 'InActive');

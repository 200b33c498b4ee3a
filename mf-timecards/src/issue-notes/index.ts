// What the issue notes feature offers the rest of mf-timecards: the dialog the Timecards toolbar
// opens. Sibling features import from here, never from the files behind it (shared/build/lint/README.md).
export { IssueNotesDialog } from './IssueNotesDialog.tsx';

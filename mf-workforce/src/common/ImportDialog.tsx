import type { WorkforceImportResult } from '@tac/contracts';
import {
  ImportDialog as CsvImportDialog,
  type ImportDialogProps as CsvImportDialogProps,
} from '@tac/ui/import';

/** `what`: 'Employees' or 'Projects'. */
export type ImportDialogProps = Omit<
  CsvImportDialogProps<WorkforceImportResult>,
  'matchedBy' | 'summaryMore'
>;

/** A project import also tells the task codes it adds. */
const newTaskCodes = (result: WorkforceImportResult) =>
  result.tasksCreated > 0 ? `, ${result.tasksCreated} new task code(s)` : '';

/**
 * The CSV import of a SystemAdmin (the shared dialog, @tac/ui/import): rows are matched by employee
 * or project number, and a project import's verdict counts its new task codes.
 */
export function ImportDialog(props: ImportDialogProps) {
  return (
    <CsvImportDialog
      {...props}
      matchedBy={props.what === 'Projects' ? 'project number' : 'employee number'}
      summaryMore={newTaskCodes}
    />
  );
}

/** @tac/ui dialog: the confirmation and the modal form every list screen repeats. */
import './theme/part-recipes.ts'; // this part's Chakra recipes (not in core's system)

export { ConfirmDialog, type ConfirmDialogProps } from './dialog/ConfirmDialog.tsx';
export { FormModal, type FormModalProps } from './dialog/FormModal.tsx';
export { ViewDialog, type ViewDialogProps } from './dialog/ViewDialog.tsx';

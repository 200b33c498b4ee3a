/** @tac/ui dialog: the confirmation and the modal form every list screen repeats. */
export { ConfirmDialog, type ConfirmDialogProps } from './dialog/ConfirmDialog.tsx';
export { FormModal, type FormModalProps } from './dialog/FormModal.tsx';

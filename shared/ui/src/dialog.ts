/** @tac/ui dialog: the confirmation, the modal form and its text field, the viewer every list screen repeats, and their loading body. */
import './theme/part-recipes.ts'; // this part's Chakra recipes (not in core's system)

export { ConfirmDialog, type ConfirmDialogProps } from './dialog/ConfirmDialog.tsx';
export { FormModal, type FormModalProps } from './dialog/FormModal.tsx';
export { LoadingBody, type LoadingBodyProps } from './dialog/LoadingBody.tsx';
export { TextField, type TextFieldProps } from './dialog/TextField.tsx';
export { ViewDialog, type ViewDialogProps } from './dialog/ViewDialog.tsx';

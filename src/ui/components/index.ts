// The shared UI kit. Mount <MessageHost />, <ConfirmHost /> and <ToastHost /> once in the app shell.
// Every component imports kit.css itself, so importing a component file directly is enough.
import './kit.css'

export { Button, type ButtonProps, type ButtonVariant } from './Button.tsx'
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  ConfirmHost,
  type ConfirmOptions,
  type ConfirmTone,
  confirm,
} from './ConfirmDialog.tsx'
export { DataTable, type DataTableColumn, type DataTableProps, EMPTY_TEXT_DEFAULT } from './DataTable.tsx'
export { DatePicker, type DatePickerProps } from './DatePicker.tsx'
export { Loading, type LoadingProps } from './Loading.tsx'
export {
  MessageDialog,
  type MessageDialogProps,
  MessageHost,
  type MessageOptions,
  type MessageTone,
  showMessage,
} from './MessageDialog.tsx'
export { Modal, type ModalProps } from './Modal.tsx'
export { Pagination, type PaginationProps } from './Pagination.tsx'
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField.tsx'
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField.tsx'
export { TextField, type TextFieldProps } from './TextField.tsx'
export { ToastHost, toast } from './Toast.tsx'

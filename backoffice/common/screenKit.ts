/**
 * The parts nearly every resource screen is built from: react-admin's list (table, filters, pagination,
 * selection, export) and form machinery, and the back-office's own table and bulk actions on top.
 * The layout loads this once the dashboard is idle (see prefetchWhenIdle), so opening the first
 * resource fetches only that resource's own code; a screen opened before then loads it itself.
 */
export {
  BooleanInput,
  Create,
  CreateButton,
  DataTable,
  Edit,
  EditButton,
  ExportButton,
  List,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextInput,
  TopToolbar,
} from 'react-admin';
export { ActiveBulkActions } from './BulkActions.tsx';
export { RowsTable } from './RowsTable.tsx';
export { SaveDeleteToolbar } from './SaveDeleteToolbar.tsx';

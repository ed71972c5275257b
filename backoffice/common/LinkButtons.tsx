import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Button, useCreatePath, useRecordContext, useResourceContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** A card's 'Editar': a link to the edit page of the record in context. */
export function EditLinkButton() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record || !resource) return null;
  return (
    <Button label="Editar" component={RouterLink} to={createPath({ resource, type: 'edit', id: record.id })}>
      <EditIcon />
    </Button>
  );
}

/** The prominent 'add' link of a card list (e.g. 'Novo Embaixador'), to the resource's create page. */
export function CreateLinkButton({ label }: { label: string }) {
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!resource) return null;
  return (
    <Button
      label={label}
      variant="contained"
      component={RouterLink}
      to={createPath({ resource, type: 'create' })}
    >
      <AddIcon />
    </Button>
  );
}

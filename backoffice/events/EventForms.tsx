import { Create, Edit, SimpleForm, Toolbar, SaveButton } from 'react-admin';
import { DeleteRecordButton } from '../common/DeleteRecordButton.tsx';
import { PageHeading } from '../common/PageHeading.tsx';
import { useSaveHandlers } from '../common/useSaveHandlers.ts';
import { EventInputs } from './EventInputs.tsx';
import { DELETE_EVENT_QUESTION, EVENT_MESSAGES } from './normalize.ts';

export function EventCreate() {
  const handlers = useSaveHandlers(EVENT_MESSAGES, 'create');
  return (
    <>
      <PageHeading>Novo Evento</PageHeading>
      <Create title="Novo Evento" mutationOptions={handlers} redirect={false}>
        <SimpleForm defaultValues={{ is_active: true, is_online: false, topics: '' }}>
          <EventInputs />
        </SimpleForm>
      </Create>
    </>
  );
}

function EventEditToolbar() {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton label="Salvar" />
      <DeleteRecordButton
        messages={EVENT_MESSAGES}
        confirm={{ title: 'Remover evento', content: DELETE_EVENT_QUESTION }}
        redirect="list"
      />
    </Toolbar>
  );
}

export function EventEdit() {
  const handlers = useSaveHandlers(EVENT_MESSAGES, 'update');
  return (
    <>
      <PageHeading>Editar Evento</PageHeading>
      <Edit title="Editar Evento" mutationMode="pessimistic" mutationOptions={handlers} redirect={false}>
        <SimpleForm toolbar={<EventEditToolbar />}>
          <EventInputs />
        </SimpleForm>
      </Edit>
    </>
  );
}

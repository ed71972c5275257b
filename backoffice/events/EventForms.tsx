import { Create, Edit, SimpleForm } from 'react-admin';
import { PageHeading } from '../common/PageHeading.tsx';
import { SaveDeleteToolbar } from '../common/SaveDeleteToolbar.tsx';
import { useSaveHandlers } from '../common/useSaveHandlers.ts';
import { EventAttendeesPanel } from './EventAttendees.tsx';
import { EventInputs } from './EventInputs.tsx';
import { DELETE_EVENT_CONFIRM, EVENT_MESSAGES } from './normalize.ts';
import { RecordHistory } from '../activity/RecordHistory.tsx';
import { eventPage, RecordViewsSummary } from '../audience/PathViews.tsx';

export function EventCreate() {
  const handlers = useSaveHandlers(EVENT_MESSAGES, 'create');
  return (
    <>
      <PageHeading>Novo Evento</PageHeading>
      <Create title="Novo Evento" mutationOptions={handlers} redirect={false}>
        <SimpleForm warnWhenUnsavedChanges defaultValues={{ is_active: true, is_online: false, topics: '' }}>
          <EventInputs />
        </SimpleForm>
      </Create>
    </>
  );
}

export function EventEdit() {
  const handlers = useSaveHandlers(EVENT_MESSAGES, 'update');
  return (
    <>
      <PageHeading>Editar Evento</PageHeading>
      <Edit title="Editar Evento" mutationMode="pessimistic" mutationOptions={handlers} redirect={false}>
        <>
          <RecordViewsSummary pageOf={eventPage} inset />
          <SimpleForm
            warnWhenUnsavedChanges
            toolbar={<SaveDeleteToolbar messages={EVENT_MESSAGES} confirm={DELETE_EVENT_CONFIRM} />}
          >
            <EventInputs />
          </SimpleForm>
          <RecordHistory />
          <EventAttendeesPanel />
        </>
      </Edit>
    </>
  );
}

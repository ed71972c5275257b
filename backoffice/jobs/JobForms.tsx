import { Create, Edit, SimpleForm } from 'react-admin';
import { PageHeading } from '../common/PageHeading.tsx';
import { SaveDeleteToolbar } from '../common/SaveDeleteToolbar.tsx';
import { useSaveHandlers } from '../common/useSaveHandlers.ts';
import { JobInputs } from './JobInputs.tsx';
import { DELETE_JOB_CONFIRM, JOB_MESSAGES } from './normalize.ts';
import { RecordHistory } from '../activity/RecordHistory.tsx';

export function JobCreate() {
  const handlers = useSaveHandlers(JOB_MESSAGES, 'create');
  return (
    <>
      <PageHeading>Nova Vaga</PageHeading>
      <Create title="Nova Vaga" mutationOptions={handlers} redirect={false}>
        <SimpleForm warnWhenUnsavedChanges defaultValues={{ is_active: true, is_remote: false }}>
          <JobInputs />
        </SimpleForm>
      </Create>
    </>
  );
}

export function JobEdit() {
  const handlers = useSaveHandlers(JOB_MESSAGES, 'update');
  return (
    <>
      <PageHeading>Editar Vaga</PageHeading>
      <Edit title="Editar Vaga" mutationMode="pessimistic" mutationOptions={handlers} redirect={false}>
        <SimpleForm
          warnWhenUnsavedChanges
          toolbar={<SaveDeleteToolbar messages={JOB_MESSAGES} confirm={DELETE_JOB_CONFIRM} />}
        >
          <JobInputs />
        </SimpleForm>
        <RecordHistory />
      </Edit>
    </>
  );
}

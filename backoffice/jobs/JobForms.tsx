import { Create, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { DeleteRecordButton } from '../common/DeleteRecordButton.tsx';
import { PageHeading } from '../common/PageHeading.tsx';
import { useSaveHandlers } from '../common/useSaveHandlers.ts';
import { JobInputs } from './JobInputs.tsx';
import { JOB_MESSAGES } from './normalize.ts';

export function JobCreate() {
  const handlers = useSaveHandlers(JOB_MESSAGES, 'create');
  return (
    <>
      <PageHeading>Nova Vaga</PageHeading>
      <Create title="Nova Vaga" mutationOptions={handlers} redirect={false}>
        <SimpleForm defaultValues={{ is_active: true, is_remote: false }}>
          <JobInputs />
        </SimpleForm>
      </Create>
    </>
  );
}

function JobEditToolbar() {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton label="Salvar" />
      <DeleteRecordButton
        messages={JOB_MESSAGES}
        confirm={{ title: 'Remover vaga', content: 'Tem certeza que deseja remover esta vaga?' }}
        redirect="list"
      />
    </Toolbar>
  );
}

export function JobEdit() {
  const handlers = useSaveHandlers(JOB_MESSAGES, 'update');
  return (
    <>
      <PageHeading>Editar Vaga</PageHeading>
      <Edit title="Editar Vaga" mutationMode="pessimistic" mutationOptions={handlers} redirect={false}>
        <SimpleForm toolbar={<JobEditToolbar />}>
          <JobInputs />
        </SimpleForm>
      </Edit>
    </>
  );
}

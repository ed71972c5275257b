import { Create, Edit, SimpleForm } from 'react-admin';
import { PageHeading } from '../common/PageHeading.tsx';
import { useSaveHandlers } from '../common/useSaveHandlers.ts';
import { CourseInputs } from './CourseInputs.tsx';
import { COURSE_MESSAGES } from './normalize.ts';
import { RecordHistory } from '../activity/RecordHistory.tsx';

export function CourseCreate() {
  const handlers = useSaveHandlers(COURSE_MESSAGES, 'create');
  return (
    <>
      <PageHeading>Adicionar Curso</PageHeading>
      <Create title="Adicionar Curso" mutationOptions={handlers} redirect={false}>
        <SimpleForm
          warnWhenUnsavedChanges
          defaultValues={{ is_active: true, source_platform: 'manual', category: 'customer-experience' }}
        >
          <CourseInputs />
        </SimpleForm>
      </Create>
    </>
  );
}

export function CourseEdit() {
  const handlers = useSaveHandlers(COURSE_MESSAGES, 'update');
  return (
    <>
      <PageHeading>Editar Curso</PageHeading>
      <Edit title="Editar Curso" mutationMode="pessimistic" mutationOptions={handlers} redirect={false}>
        <SimpleForm warnWhenUnsavedChanges>
          <CourseInputs />
        </SimpleForm>
        <RecordHistory />
      </Edit>
    </>
  );
}

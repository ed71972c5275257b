import { Typography } from '@mui/material';
import {
  BooleanInput,
  Create,
  Edit,
  SimpleForm,
  TextInput,
  required,
  type RaRecord,
  type Validator,
} from 'react-admin';
import { isHttpUrl } from '#shared/text.ts';
import { describeDbError } from '../common/errors.ts';
import { trimmedText } from '../common/normalize.ts';
import { useSaveToasts } from '../common/useSaveHandlers.ts';
import { PhotoInput } from './PhotoInput.tsx';
import { RecordHistory } from '../activity/RecordHistory.tsx';

const optionalUrl: Validator = (value: unknown) =>
  value && !isHttpUrl(String(value)) ? 'URL inválida' : undefined;

/** Empty optional text is stored as null (the table checks linkedin_url's format). */
export function ambassadorPayload<T extends Record<string, unknown>>(data: T): T {
  const linkedin = trimmedText(data.linkedin_url);
  return {
    ...data,
    name: trimmedText(data.name),
    company: trimmedText(data.company),
    specialties: trimmedText(data.specialties),
    linkedin_url: linkedin ? linkedin : null,
    photo_url: data.photo_url || null,
    is_active: data.is_active ?? true,
  };
}

function AmbassadorFields() {
  return (
    <>
      <TextInput source="name" label="Nome" validate={required('Nome é obrigatório')} fullWidth />
      <TextInput source="company" label="Empresa" validate={required('Empresa é obrigatória')} fullWidth />
      <TextInput
        source="specialties"
        label="Especialidades"
        validate={required('Especialidades são obrigatórias')}
        multiline
        minRows={2}
        fullWidth
      />
      <TextInput source="linkedin_url" label="LinkedIn (URL)" validate={optionalUrl} fullWidth />
      <PhotoInput />
      <BooleanInput source="is_active" label="Ativo" />
    </>
  );
}

export function AmbassadorCreate() {
  const handlers = useSaveToasts({
    saved: { title: 'Embaixador criado com sucesso!' },
    failed: (error) => ({ title: `Erro ao criar embaixador: ${describeDbError(error)}`, variant: 'error' }),
  });
  return (
    <Create title="Novo Embaixador" transform={ambassadorPayload} mutationOptions={handlers}>
      <SimpleForm warnWhenUnsavedChanges defaultValues={{ is_active: true }} noValidate>
        <Typography variant="h5" component="h1">
          Novo Embaixador
        </Typography>
        <AmbassadorFields />
      </SimpleForm>
    </Create>
  );
}

export function AmbassadorEdit() {
  const handlers = useSaveToasts({
    saved: { title: 'Embaixador atualizado com sucesso!' },
    failed: (error) => ({
      title: `Erro ao atualizar embaixador: ${describeDbError(error)}`,
      variant: 'error',
    }),
  });
  return (
    <Edit<RaRecord>
      title="Editar Embaixador"
      mutationMode="pessimistic"
      transform={ambassadorPayload}
      mutationOptions={handlers}
    >
      <SimpleForm warnWhenUnsavedChanges noValidate>
        <Typography variant="h5" component="h1">
          Editar Embaixador
        </Typography>
        <AmbassadorFields />
      </SimpleForm>
      <RecordHistory />
    </Edit>
  );
}

import { Typography } from '@mui/material';
import {
  BooleanInput,
  Create,
  Edit,
  SimpleForm,
  TextInput,
  required,
  useRedirect,
  type RaRecord,
  type Validator,
} from 'react-admin';
import { isHttpUrl } from '../../shared/text.ts';
import { describeDbError } from '../posts/dbErrors.ts';
import { useToast } from '../posts/toast.tsx';
import { PhotoInput } from './PhotoInput.tsx';

const optionalUrl: Validator = (value: unknown) =>
  value && !isHttpUrl(String(value)) ? 'URL inválida' : undefined;

/** Empty optional text is stored as null (the table checks linkedin_url's format). */
export function ambassadorPayload<T extends Record<string, unknown>>(data: T): T {
  const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
  const linkedin = trim(data.linkedin_url);
  return {
    ...data,
    name: trim(data.name),
    company: trim(data.company),
    specialties: trim(data.specialties),
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
  const toast = useToast();
  const redirect = useRedirect();
  return (
    <Create
      title="Novo Embaixador"
      transform={ambassadorPayload}
      mutationOptions={{
        onSuccess: () => {
          toast('Embaixador criado com sucesso!');
          redirect('list', 'ambassadors');
        },
        onError: (error: unknown) =>
          toast(`Erro ao criar embaixador: ${describeDbError(error)}`, null, 'error'),
      }}
    >
      <SimpleForm defaultValues={{ is_active: true }} noValidate>
        <Typography variant="h5" component="h1">
          Novo Embaixador
        </Typography>
        <AmbassadorFields />
      </SimpleForm>
    </Create>
  );
}

export function AmbassadorEdit() {
  const toast = useToast();
  const redirect = useRedirect();
  return (
    <Edit<RaRecord>
      title="Editar Embaixador"
      mutationMode="pessimistic"
      transform={ambassadorPayload}
      mutationOptions={{
        onSuccess: () => {
          toast('Embaixador atualizado com sucesso!');
          redirect('list', 'ambassadors');
        },
        onError: (error: unknown) =>
          toast(`Erro ao atualizar embaixador: ${describeDbError(error)}`, null, 'error'),
      }}
    >
      <SimpleForm noValidate>
        <Typography variant="h5" component="h1">
          Editar Embaixador
        </Typography>
        <AmbassadorFields />
      </SimpleForm>
    </Edit>
  );
}

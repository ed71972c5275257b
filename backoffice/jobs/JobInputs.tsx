import { Box } from '@mui/material';
import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { optionalUrl, requiredField } from '../common/validators.ts';
import { EMPLOYMENT_TYPES } from './normalize.ts';
import { TitleInput } from '../common/TitleInput.tsx';

export function JobInputs() {
  return (
    <Box sx={{ width: '100%', maxWidth: 720 }}>
      <TitleInput validate={requiredField} />
      <TextInput source="company" label="Empresa" validate={requiredField} fullWidth />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextInput source="location" label="Localização" />
        <BooleanInput source="is_remote" label="Remoto" />
      </Box>
      <SelectInput
        source="employment_type"
        label="Tipo de contratação"
        choices={EMPLOYMENT_TYPES}
        emptyText="Não informado"
      />
      <TextInput source="description" label="Descrição" multiline minRows={4} fullWidth />
      <TextInput source="job_url" label="Link da vaga" validate={[optionalUrl]} fullWidth />
      <TextInput source="source" label="Fonte" fullWidth />
      <BooleanInput source="is_active" label="Ativa" defaultValue={true} />
    </Box>
  );
}

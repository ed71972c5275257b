import { Box } from '@mui/material';
import { BooleanInput, SelectInput, TextInput, required } from 'react-admin';
import { optionalUrl, requiredField, requiredUrl } from '../common/validators.ts';
import { LANGUAGE_CHOICES, LEVEL_CHOICES, SOURCE_PLATFORM_CHOICES } from './normalize.ts';
import { TitleInput } from '../common/TitleInput.tsx';

export function CourseInputs() {
  return (
    <Box sx={{ width: '100%', maxWidth: 720 }}>
      <TitleInput validate={requiredField} />
      <TextInput source="description" label="Descrição" multiline minRows={3} fullWidth />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextInput source="provider" label="Instituição" />
        <TextInput source="category" label="Categoria" validate={requiredField} />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <SelectInput source="level" label="Nível" choices={LEVEL_CHOICES} emptyText="Não informado" />
        <SelectInput source="language" label="Idioma" choices={LANGUAGE_CHOICES} emptyText="Não informado" />
        <SelectInput
          source="source_platform"
          label="Plataforma de origem"
          choices={SOURCE_PLATFORM_CHOICES}
          validate={required()}
        />
      </Box>
      <TextInput source="url" label="URL do curso" validate={[required(), requiredUrl]} fullWidth />
      <TextInput source="image_url" label="URL da imagem" validate={[optionalUrl]} fullWidth />
      <BooleanInput source="is_active" label="Ativo" defaultValue={true} />
    </Box>
  );
}

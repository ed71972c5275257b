import { Box } from '@mui/material';
import { BooleanInput, FormDataConsumer, NumberInput, TextInput, minValue, required } from 'react-admin';
import { DateTimePickerInput } from '../common/DateTimePickerInput.tsx';
import { optionalUrl, requiredField } from '../common/validators.ts';
import { EventCoverInput } from './EventCoverInput.tsx';
import { endNotBeforeStart, topicsToText } from './normalize.ts';
import { TitleInput } from '../common/TitleInput.tsx';

const wholeSeats = (value: unknown) =>
  value == null || Number.isInteger(value) ? undefined : 'Informe um número inteiro de vagas.';

/** The event form's fields; city, region and country only for in-person events. */
export function EventInputs() {
  return (
    <Box sx={{ width: '100%', maxWidth: 720 }}>
      <TitleInput validate={requiredField} />
      <TextInput source="description" label="Descrição" multiline minRows={3} fullWidth />
      <EventCoverInput />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <DateTimePickerInput source="start_date" label="Data de início" validate={required()} />
        <DateTimePickerInput
          source="end_date"
          label="Data de término"
          validate={[required(), endNotBeforeStart]}
        />
      </Box>
      <BooleanInput source="is_online" label="Evento online" />
      <TextInput source="location" label="Local" fullWidth />
      <FormDataConsumer<{ is_online?: boolean }>>
        {({ formData }) =>
          formData.is_online ? null : (
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <TextInput source="city" label="Cidade" />
              <TextInput source="region" label="Estado" />
              <TextInput source="country" label="País" />
            </Box>
          )
        }
      </FormDataConsumer>
      <TextInput
        source="topics"
        label="Tópicos"
        helperText="Separe os tópicos com vírgulas"
        format={topicsToText}
        fullWidth
      />
      <TextInput source="external_link" label="Link externo" validate={[optionalUrl]} fullWidth />
      <NumberInput
        source="capacity"
        label="Vagas"
        helperText="Deixe em branco para não limitar as confirmações de presença"
        min={1}
        step={1}
        validate={[minValue(1, 'Informe pelo menos 1 vaga.'), wholeSeats]}
      />
      <BooleanInput source="is_active" label="Ativo" defaultValue={true} />
    </Box>
  );
}

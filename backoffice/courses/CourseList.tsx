import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Alert,
  Box,
  Button as MuiButton,
  Card,
  CardActions,
  CardContent,
  CardMedia,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import {
  BulkActionsToolbar,
  ExportButton,
  ListBase,
  RecordContextProvider,
  useListContext,
  Pagination,
  Title,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Tables } from '#shared/database.types.ts';
import { ActiveBulkActions } from '../common/BulkActions.tsx';
import { csvExporter } from '../common/csv.ts';
import { RecordActions } from '../common/RecordActions.tsx';
import { SelectableCard } from '../common/RecordCards.tsx';
import { StatusChip } from '../common/StatusChip.tsx';
import { COURSE_MESSAGES, languageLabel, levelLabel } from './normalize.ts';
import { SyncButton } from './SyncButtons.tsx';

type Course = Tables<'courses'>;

function CourseCard({ course }: { course: Course }) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <RecordContextProvider value={course}>
      <Card
        component="article"
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
        aria-label={course.title}
      >
        {course.image_url && !imageFailed && (
          // A bad image URL leaves no broken-image icon: the card simply has no picture.
          <CardMedia
            component="img"
            height="140"
            image={course.image_url}
            alt=""
            onError={() => setImageFailed(true)}
          />
        )}
        <CardContent sx={{ flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', gap: 0.5 }}>
            <StatusChip on={course.is_active} />
            <Chip size="small" variant="outlined" label={course.source_platform} />
            {levelLabel(course.level) && (
              <Chip size="small" variant="outlined" label={levelLabel(course.level)} />
            )}
            {languageLabel(course.language) && (
              <Chip size="small" variant="outlined" label={languageLabel(course.language)} />
            )}
          </Stack>
          <Typography variant="h6" component="h2" sx={{ fontSize: 17, lineHeight: 1.3 }}>
            {course.title}
          </Typography>
          {course.provider && (
            <Typography variant="body2" color="text.secondary">
              {course.provider}
            </Typography>
          )}
          {course.description && (
            <Typography
              variant="body2"
              sx={{
                mt: 1,
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {course.description}
            </Typography>
          )}
        </CardContent>
        <CardActions sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          <MuiButton
            size="small"
            href={course.url}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<OpenInNewIcon />}
          >
            Abrir
          </MuiButton>
          <RecordActions messages={COURSE_MESSAGES} />
        </CardActions>
      </Card>
    </RecordContextProvider>
  );
}

function CourseGrid() {
  const { data, isPending, error } = useListContext<Course>();
  if (isPending) return <Typography color="text.secondary">Carregando cursos...</Typography>;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data?.length) return <Typography color="text.secondary">Nenhum curso cadastrado ainda.</Typography>;
  return (
    <>
      <BulkActionsToolbar>
        <ActiveBulkActions />
      </BulkActionsToolbar>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {data.map((course) => (
          <SelectableCard key={course.id} id={course.id} label={course.title}>
            <CourseCard course={course} />
          </SelectableCard>
        ))}
      </Box>
    </>
  );
}

const exporter = csvExporter<Course>('cursos', [
  { label: 'Título', value: (c) => c.title },
  { label: 'Fornecedor', value: (c) => c.provider },
  { label: 'Categoria', value: (c) => c.category },
  { label: 'Nível', value: (c) => (c.level ? levelLabel(c.level) : '') },
  { label: 'Idioma', value: (c) => (c.language ? languageLabel(c.language) : '') },
  { label: 'Origem', value: (c) => c.source_platform },
  { label: 'Endereço', value: (c) => c.url },
  { label: 'Ativo', value: (c) => c.is_active },
]);

/** 'Gerenciar Cursos': course cards, add, sync from Coursera or Udemy. */
export function CourseList() {
  return (
    <ListBase sort={{ field: 'created_at', order: 'DESC' }} perPage={24} exporter={exporter}>
      <Title title="Cursos" />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 2,
          }}
        >
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            Gerenciar Cursos
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ExportButton label="Exportar CSV" />
            <SyncButton platform="Coursera" />
            <SyncButton platform="Udemy" />
            <MuiButton
              variant="contained"
              component={RouterLink}
              to="/admin/courses/create"
              startIcon={<AddIcon />}
            >
              Adicionar Curso
            </MuiButton>
          </Stack>
        </Box>
        <CourseGrid />
        <Pagination rowsPerPageOptions={[12, 24, 48]} />
      </Box>
    </ListBase>
  );
}

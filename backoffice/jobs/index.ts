import WorkIcon from '@mui/icons-material/Work';
import type { ResourceModule } from '../resource-module.ts';
import { JobCreate, JobEdit } from './JobForms.tsx';
import { JobList } from './JobList.tsx';
import { normalizeJob } from './normalize.ts';

const jobs: ResourceModule = {
  name: 'jobs',
  searchColumns: ['title', 'company'],
  lifecycle: { beforeSave: async (data) => normalizeJob(data) },
  menu: { label: 'Vagas', order: 6, icon: WorkIcon },
  props: { list: JobList, create: JobCreate, edit: JobEdit, recordRepresentation: 'title' },
};

export default jobs;

import WorkIcon from '@mui/icons-material/Work';
import type { ResourceModule } from '../resource-module.ts';
import { lazyScreen } from '../common/lazyScreen.ts';
import { normalizeJob } from './normalize.ts';

const screens = () => import('./screens.ts');

const jobs: ResourceModule = {
  name: 'jobs',
  searchColumns: ['title', 'company'],
  lifecycle: { beforeSave: async (data) => normalizeJob(data) },
  menu: { label: 'Vagas', order: 6, icon: WorkIcon },
  props: {
    list: lazyScreen(screens, 'JobList'),
    create: lazyScreen(screens, 'JobCreate'),
    edit: lazyScreen(screens, 'JobEdit'),
    recordRepresentation: 'title',
  },
};

export default jobs;

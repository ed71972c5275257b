import SchoolIcon from '@mui/icons-material/School';
import type { ResourceModule } from '../resource-module.ts';
import { lazyScreen } from '../common/lazyScreen.ts';
import { normalizeCourse } from './normalize.ts';

const screens = () => import('./screens.ts');

const courses: ResourceModule = {
  name: 'courses',
  searchColumns: ['title', 'provider', 'category'],
  lifecycle: { beforeSave: async (data) => normalizeCourse(data) },
  menu: { label: 'Cursos', order: 7, icon: SchoolIcon },
  props: {
    list: lazyScreen(screens, 'CourseList'),
    create: lazyScreen(screens, 'CourseCreate'),
    edit: lazyScreen(screens, 'CourseEdit'),
    recordRepresentation: 'title',
  },
};

export default courses;

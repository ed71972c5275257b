import SchoolIcon from '@mui/icons-material/School';
import type { ResourceModule } from '../resource-module.ts';
import { CourseCreate, CourseEdit } from './CourseForms.tsx';
import { CourseList } from './CourseList.tsx';
import { normalizeCourse } from './normalize.ts';

const courses: ResourceModule = {
  name: 'courses',
  searchColumns: ['title', 'provider', 'category'],
  lifecycle: { beforeSave: async (data) => normalizeCourse(data) },
  menu: { label: 'Cursos', order: 7, icon: SchoolIcon },
  props: { list: CourseList, create: CourseCreate, edit: CourseEdit, recordRepresentation: 'title' },
};

export default courses;

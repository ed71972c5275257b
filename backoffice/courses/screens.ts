export { CourseCreate, CourseEdit } from './CourseForms.tsx';
export { CourseList } from './CourseList.tsx';

export { JobCreate, JobEdit } from './JobForms.tsx';
export { JobList } from './JobList.tsx';

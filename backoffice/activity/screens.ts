export { ActivityList } from './ActivityList.tsx';

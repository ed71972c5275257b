export { TeamList } from './TeamList.tsx';

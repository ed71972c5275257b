export { VideoCreate, VideoEdit } from './VideoForm.tsx';
export { VideoList } from './VideoList.tsx';

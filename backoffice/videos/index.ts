import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import type { ResourceModule } from '../resource-module.ts';
import { VideoCreate, VideoEdit } from './VideoForm.tsx';
import { VideoList } from './VideoList.tsx';

const videos: ResourceModule = {
  name: 'videos',
  menu: { label: 'Vídeos', order: 4, icon: VideoLibraryIcon },
  props: {
    list: VideoList,
    create: VideoCreate,
    edit: VideoEdit,
    icon: VideoLibraryIcon,
    options: { label: 'Vídeos' },
    recordRepresentation: 'title',
  },
};

export default videos;

import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import type { ResourceModule } from '../resource-module.ts';
import { lazyScreen } from '../common/lazyScreen.ts';
import { removeFilesOfRows } from '../uploads/storage.ts';

const screens = () => import('./screens.ts');

const videos: ResourceModule = {
  name: 'videos',
  // Files go only when the delete is final (never on 'Desfazer').
  afterDeleteRows: removeFilesOfRows('videos', ['video_url', 'thumbnail_url']),
  menu: { label: 'Vídeos', order: 4, icon: VideoLibraryIcon },
  props: {
    list: lazyScreen(screens, 'VideoList'),
    create: lazyScreen(screens, 'VideoCreate'),
    edit: lazyScreen(screens, 'VideoEdit'),
    icon: VideoLibraryIcon,
    options: { label: 'Vídeos' },
    recordRepresentation: 'title',
  },
};

export default videos;

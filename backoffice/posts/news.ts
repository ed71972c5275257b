import NewspaperIcon from '@mui/icons-material/Newspaper';
import { createPostsModule } from './createPostsModule.ts';

export default createPostsModule({
  type: 'news',
  label: 'Notícias',
  heading: 'Gerenciar Notícias',
  order: 9,
  icon: NewspaperIcon,
});

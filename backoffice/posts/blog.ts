import ArticleIcon from '@mui/icons-material/Article';
import { createPostsModule } from './createPostsModule.ts';

export default createPostsModule({
  type: 'blog',
  label: 'Blog',
  heading: 'Gerenciar Blog',
  order: 5,
  icon: ArticleIcon,
});

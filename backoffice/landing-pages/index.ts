import WebIcon from '@mui/icons-material/Web';
import type { ResourceModule } from '../resource-module.ts';
import { lazyScreen } from '../common/lazyScreen.ts';

const screens = () => import('./screens.ts');

const landingPages: ResourceModule = {
  name: 'landing-pages',
  table: 'posts',
  fixedFilter: { type: 'landing-pages' },
  fixedData: { type: 'landing-pages' },
  menu: { label: 'Landing Pages', order: 8, icon: WebIcon },
  props: {
    list: lazyScreen(screens, 'LandingPageList'),
    create: lazyScreen(screens, 'LandingPageCreate'),
    edit: lazyScreen(screens, 'LandingPageEdit'),
    icon: WebIcon,
    options: { label: 'Landing Pages' },
    recordRepresentation: 'title',
  },
};

export default landingPages;

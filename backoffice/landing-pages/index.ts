import WebIcon from '@mui/icons-material/Web';
import type { ResourceModule } from '../resource-module.ts';
import { LandingPageCreate, LandingPageEdit } from './LandingPageForm.tsx';
import { LandingPageList } from './LandingPageList.tsx';

const landingPages: ResourceModule = {
  name: 'landing-pages',
  table: 'posts',
  fixedFilter: { type: 'landing-pages' },
  fixedData: { type: 'landing-pages' },
  menu: { label: 'Landing Pages', order: 8, icon: WebIcon },
  props: {
    list: LandingPageList,
    create: LandingPageCreate,
    edit: LandingPageEdit,
    icon: WebIcon,
    options: { label: 'Landing Pages' },
    recordRepresentation: 'title',
  },
};

export default landingPages;

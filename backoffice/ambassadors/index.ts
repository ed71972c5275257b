import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import type { ResourceModule } from '../resource-module.ts';
import { lazyScreen } from '../common/lazyScreen.ts';

const screens = () => import('./screens.ts');

const ambassadors: ResourceModule = {
  name: 'ambassadors',
  menu: { label: 'Embaixadores', order: 3, icon: PeopleAltIcon },
  props: {
    list: lazyScreen(screens, 'AmbassadorList'),
    create: lazyScreen(screens, 'AmbassadorCreate'),
    edit: lazyScreen(screens, 'AmbassadorEdit'),
    icon: PeopleAltIcon,
    options: { label: 'Embaixadores' },
    recordRepresentation: 'name',
  },
};

export default ambassadors;

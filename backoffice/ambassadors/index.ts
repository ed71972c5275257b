import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import type { ResourceModule } from '../resource-module.ts';
import { lazyScreen } from '../common/lazyScreen.ts';
import { removeFilesOfRows } from '../uploads/storage.ts';

const screens = () => import('./screens.ts');

const ambassadors: ResourceModule = {
  name: 'ambassadors',
  // Files go only when the delete is final (never on 'Desfazer').
  afterDeleteRows: removeFilesOfRows('ambassador-photos', ['photo_url']),
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

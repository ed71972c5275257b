import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import type { ResourceModule } from '../resource-module.ts';
import { AmbassadorCreate, AmbassadorEdit } from './AmbassadorForm.tsx';
import { AmbassadorList } from './AmbassadorList.tsx';

const ambassadors: ResourceModule = {
  name: 'ambassadors',
  menu: { label: 'Embaixadores', order: 3, icon: PeopleAltIcon },
  props: {
    list: AmbassadorList,
    create: AmbassadorCreate,
    edit: AmbassadorEdit,
    icon: PeopleAltIcon,
    options: { label: 'Embaixadores' },
    recordRepresentation: 'name',
  },
};

export default ambassadors;

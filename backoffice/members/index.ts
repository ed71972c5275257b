import PeopleIcon from '@mui/icons-material/People';
import type { ResourceModule } from '../resource-module.ts';
import { lazyScreen } from '../common/lazyScreen.ts';
import { readMemberList } from './memberList.ts';

const screens = () => import('./screens.ts');

const members: ResourceModule = {
  name: 'members',
  searchColumns: ['full_name', 'email'],
  getList: readMemberList,
  menu: { label: 'Membros', order: 1, icon: PeopleIcon },
  props: {
    list: lazyScreen(screens, 'MemberList'),
    show: lazyScreen(screens, 'MemberShow'),
    recordRepresentation: 'full_name',
  },
};

export default members;

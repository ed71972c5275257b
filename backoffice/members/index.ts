import PeopleIcon from '@mui/icons-material/People';
import type { ResourceModule } from '../resource-module.ts';
import { MemberList } from './MemberList.tsx';
import { MemberShow } from './MemberShow.tsx';

const members: ResourceModule = {
  name: 'members',
  searchColumns: ['full_name', 'email'],
  menu: { label: 'Membros', order: 1, icon: PeopleIcon },
  props: { list: MemberList, show: MemberShow, recordRepresentation: 'full_name' },
};

export default members;

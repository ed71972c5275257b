import GroupsIcon from '@mui/icons-material/Groups';
import type { ResourceModule } from '../resource-module.ts';
import { TeamList } from './TeamList.tsx';

const team: ResourceModule = {
  name: 'team',
  table: 'team_accounts',
  searchColumns: ['email'],
  menu: { label: 'Equipe', order: 20, icon: GroupsIcon },
  props: { list: TeamList, recordRepresentation: 'email' },
};

export default team;

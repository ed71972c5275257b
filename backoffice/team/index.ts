import GroupsIcon from '@mui/icons-material/Groups';
import type { ResourceModule } from '../resource-module.ts';
import { lazyScreen } from '../common/lazyScreen.ts';

const screens = () => import('./screens.ts');

const team: ResourceModule = {
  name: 'team',
  // Admin-only set-returning function (auth.users stays out of the API); PostgREST filters, sorts, pages
  // and counts its rows like a table's under /rpc, so the list works unchanged on top of it.
  table: 'rpc/list_team_accounts',
  searchColumns: ['email'],
  menu: { label: 'Equipe', order: 20, icon: GroupsIcon },
  props: { list: lazyScreen(screens, 'TeamList'), recordRepresentation: 'email' },
};

export default team;

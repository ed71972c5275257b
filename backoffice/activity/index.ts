import HistoryIcon from '@mui/icons-material/History';
import { lazyScreen } from '../common/lazyScreen.ts';
import type { ResourceModule } from '../resource-module.ts';
import { ACTIVITY_RESOURCE } from './resourceNames.ts';

const screens = () => import('./screens.ts');

/** 'Atividade': the activity log, read-only (the database writes it). */
const activity: ResourceModule = {
  name: ACTIVITY_RESOURCE,
  table: 'activity_log',
  menu: { label: 'Atividade', order: 18, icon: HistoryIcon },
  props: { list: lazyScreen(screens, 'ActivityList') },
};

export default activity;

import SendIcon from '@mui/icons-material/Send';
import type { ResourceModule } from '../resource-module.ts';
import { lazyScreen } from '../common/lazyScreen.ts';

const screens = () => import('./screens.ts');

const campaigns: ResourceModule = {
  name: 'campaigns',
  table: 'mail_campaigns',
  searchColumns: ['subject'],
  menu: { label: 'Enviar e-mail', order: 16, icon: SendIcon },
  props: {
    list: lazyScreen(screens, 'CampaignList'),
    create: lazyScreen(screens, 'CampaignCreate'),
    edit: lazyScreen(screens, 'CampaignEdit'),
    show: lazyScreen(screens, 'CampaignShow'),
    recordRepresentation: 'subject',
  },
};

export default campaigns;

import MailIcon from '@mui/icons-material/Mail';
import type { ResourceModule } from '../resource-module.ts';
import { lazyScreen } from '../common/lazyScreen.ts';

const screens = () => import('./screens.ts');

const newsletter: ResourceModule = {
  name: 'newsletter',
  table: 'newsletter_subscribers',
  searchColumns: ['email'],
  menu: { label: 'Newsletter', order: 15, icon: MailIcon },
  props: { list: lazyScreen(screens, 'NewsletterList'), recordRepresentation: 'email' },
};

export default newsletter;

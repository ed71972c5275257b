import MailIcon from '@mui/icons-material/Mail';
import type { ResourceModule } from '../resource-module.ts';
import { NewsletterList } from './NewsletterList.tsx';

const newsletter: ResourceModule = {
  name: 'newsletter',
  table: 'newsletter_subscribers',
  searchColumns: ['email'],
  menu: { label: 'Newsletter', order: 15, icon: MailIcon },
  props: { list: NewsletterList, recordRepresentation: 'email' },
};

export default newsletter;

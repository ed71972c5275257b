import EventIcon from '@mui/icons-material/Event';
import type { ResourceModule } from '../resource-module.ts';
import { lazyScreen } from '../common/lazyScreen.ts';
import { currentSession } from '../uploads/storage.ts';
import { eventListFilter, normalizeEvent, withEventAuthor } from './normalize.ts';

const screens = () => import('./screens.ts');

const events: ResourceModule = {
  name: 'events',
  searchColumns: ['title', 'description'],
  lifecycle: {
    beforeGetList: async (params) => ({ ...params, filter: eventListFilter(params.filter ?? {}) }),
    beforeCreate: async (params) => ({
      ...params,
      data: withEventAuthor(params.data, (await currentSession())?.user.id),
    }),
    beforeSave: async (data) => normalizeEvent(data),
  },
  menu: { label: 'Eventos', order: 2, icon: EventIcon },
  props: {
    list: lazyScreen(screens, 'EventList'),
    create: lazyScreen(screens, 'EventCreate'),
    edit: lazyScreen(screens, 'EventEdit'),
    recordRepresentation: 'title',
  },
};

export default events;

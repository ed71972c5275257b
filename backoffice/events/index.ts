import EventIcon from '@mui/icons-material/Event';
import type { ResourceModule } from '../resource-module.ts';
import { lazyScreen } from '../common/lazyScreen.ts';
import { currentSession } from '../auth/session.ts';
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
  // A cropped cover goes up with the save, as a post's (removed again if the row is refused).
  aroundSave: async (data, write) => (await import('../posts/coverUpload.ts')).saveWithCover(data, write),
  menu: { label: 'Eventos', order: 2, icon: EventIcon },
  props: {
    list: lazyScreen(screens, 'EventList'),
    create: lazyScreen(screens, 'EventCreate'),
    edit: lazyScreen(screens, 'EventEdit'),
    recordRepresentation: 'title',
  },
};

export default events;

export { EventCreate, EventEdit } from './EventForms.tsx';
export { EventList } from './EventList.tsx';

import { BRAND } from '#shared/brand.ts';
import { useLoaderData, type MetaFunction } from 'react-router';
import { readUpcomingEvents } from '../data/reads/events.server.ts';
import { pageFromUrl } from '../data/reads/read.server.ts';
import { pagedListAnswer } from '../data/listAnswer.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { EventCard } from '../ui/EventCard.tsx';
import { Pagination } from '../ui/Pagination.tsx';
import { PageHeader, StatusMessage } from '../ui/states.tsx';
import type { Route } from './+types/EventsPage';

const TITLE = `Eventos ${BRAND.name}`;

export async function loader({ request }: Route.LoaderArgs) {
  return pagedListAnswer(await readUpcomingEvents(pageFromUrl(new URL(request.url))));
}

export const meta: MetaFunction = (args) =>
  pageMeta({ title: TITLE, description: `Próximos encontros, webinars e meetups da ${BRAND.name}.` }, args);

export default function EventsPage() {
  const events = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle="Encontros, webinars e meetups para líderes de Customer Experience."
      />
      <div className="container section">
        {events.failed && (
          <StatusMessage tone="error">
            Não foi possível carregar os eventos. Tente novamente mais tarde.
          </StatusMessage>
        )}
        {events.data?.rows.length === 0 && (
          <StatusMessage>Nenhum evento programado no momento.</StatusMessage>
        )}
        {events.data && events.data.rows.length > 0 && (
          <>
            <div className="grid grid--3">
              {events.data.rows.map((event) => (
                <EventCard key={event.id} event={event} headingLevel={2} />
              ))}
            </div>
            <Pagination
              page={events.data.page}
              pageCount={events.data.pageCount}
              label="Páginas de eventos"
            />
          </>
        )}
      </div>
    </>
  );
}

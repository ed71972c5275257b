import { BRAND } from '../../../shared/brand';
import { useUpcomingEvents } from '../data/queries';
import { EventCard } from '../ui/EventCard';
import { PageHeader, StatusMessage } from '../ui/states';
import { usePageMeta } from '../ui/usePageMeta';

export default function EventsPage() {
  const title = `Eventos ${BRAND.name}`;
  usePageMeta({ title, description: `Próximos encontros, webinars e meetups da ${BRAND.name}.` });
  const events = useUpcomingEvents();
  return (
    <>
      <PageHeader
        title={title}
        subtitle="Encontros, webinars e meetups para líderes de Customer Experience."
      />
      <div className="container section">
        {events.isPending && <StatusMessage>Carregando eventos...</StatusMessage>}
        {events.isError && (
          <StatusMessage tone="error">
            Não foi possível carregar os eventos. Tente novamente mais tarde.
          </StatusMessage>
        )}
        {events.data?.length === 0 && <StatusMessage>Nenhum evento programado no momento.</StatusMessage>}
        {events.data && events.data.length > 0 && (
          <div className="grid grid--3">
            {events.data.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </div>
        )}
      </div>
    </>
  );
}

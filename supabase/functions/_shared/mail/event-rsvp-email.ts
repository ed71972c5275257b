// 'Presença confirmada': the message a member gets after 'Vou participar', with the event as an .ics file
// (the same calendar file as the site's 'Adicionar ao calendário').
import { buildIcs, eventPlace, icsFileName } from '../calendar.ts';
import { buttonHtml, escapeHtml, frameMail } from './layout.ts';
import type { MailAttachment } from './send.ts';

export interface RsvpEvent {
  id: string;
  title: string;
  description: string | null;
  start_date: string;
  end_date: string;
  is_online: boolean;
  location: string | null;
  city: string | null;
  region: string | null;
  country: string | null;
  external_link: string | null;
}

/** The community's time zone: members read event times as Brasília time, whatever their device says. */
const TIME_ZONE = 'America/Sao_Paulo';
const dayFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'quinta-feira, 10 de maio de 2031, das 16:00 às 18:00 (horário de Brasília)'. */
export function eventWhenBR(start: string | Date, end: string | Date): string {
  const from = new Date(start);
  const to = new Date(end);
  const startDay = dayFormat.format(from);
  const endDay = dayFormat.format(to);
  const range =
    startDay === endDay
      ? `${startDay}, das ${timeFormat.format(from)} às ${timeFormat.format(to)}`
      : `de ${startDay}, ${timeFormat.format(from)}, a ${endDay}, ${timeFormat.format(to)}`;
  return `${range} (horário de Brasília)`;
}

export const eventPageUrl = (siteUrl: string, eventId: string) => `${siteUrl}/events/${eventId}`;

const isWebUrl = (value: string) => /^https?:\/\/\S+$/i.test(value);

export function renderRsvpConfirmation(
  event: RsvpEvent,
  options: { brandName: string; siteUrl: string; memberName?: string | null; now?: Date },
): { subject: string; html: string; text: string; attachments: MailAttachment[] } {
  const pageUrl = eventPageUrl(options.siteUrl, event.id);
  const firstName = options.memberName?.trim().split(/\s+/)[0];
  const hello = firstName ? `Olá, ${firstName}!` : 'Olá!';
  const intro = `Sua presença está confirmada em ${event.title}.`;
  const when = eventWhenBR(event.start_date, event.end_date);
  const place = eventPlace(event);
  const where = event.is_online ? `Online${place ? `: ${place}` : ''}` : place || 'Local a confirmar';
  const onlineLink = event.is_online && place && isWebUrl(place) ? place : null;
  const calendarNote = 'O convite para a sua agenda está anexado a este e-mail (arquivo .ics).';
  const cancelNote = 'Se não puder ir, cancele sua presença na página do evento para liberar a vaga.';

  const whereHtml = onlineLink
    ? `Online: <a href="${escapeHtml(onlineLink)}" style="color:#0a5cc2">${escapeHtml(onlineLink)}</a>`
    : escapeHtml(where);
  const framed = frameMail({
    brandName: options.brandName,
    html:
      `<p>${escapeHtml(hello)}</p>` +
      `<p>Sua presença está confirmada em <strong>${escapeHtml(event.title)}</strong>.</p>` +
      `<p style="margin:16px 0 4px"><strong>Quando:</strong> ${escapeHtml(when)}</p>` +
      `<p style="margin:4px 0 16px;overflow-wrap:anywhere"><strong>Onde:</strong> ${whereHtml}</p>` +
      buttonHtml(pageUrl, 'Ver página do evento') +
      `<p style="font-size:14px;color:#4a5160">${escapeHtml(calendarNote)} ${escapeHtml(cancelNote)}</p>`,
    text: [
      hello,
      intro,
      `Quando: ${when}`,
      `Onde: ${where}`,
      `Página do evento: ${pageUrl}`,
      calendarNote,
      cancelNote,
    ].join('\n\n'),
    reason: `Você recebe este e-mail porque confirmou presença em um evento da comunidade ${options.brandName}.`,
  });

  const ics = buildIcs(
    {
      id: event.id,
      title: event.title,
      description: [event.description, `Página do evento: ${pageUrl}`].filter(Boolean).join('\n\n'),
      start: event.start_date,
      end: event.end_date,
      location: place || null,
      url: pageUrl,
    },
    // The same UID as the site's 'Adicionar ao calendário' file, so a calendar keeps one entry.
    { now: options.now },
  );
  return {
    subject: `Presença confirmada: ${event.title}`,
    ...framed,
    attachments: [
      {
        filename: icsFileName(event.title),
        content: ics,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}

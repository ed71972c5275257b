// The event calendar file of both apps and the RSVP confirmation e-mail, written once with the functions.
export * from '../supabase/functions/_shared/calendar.ts';

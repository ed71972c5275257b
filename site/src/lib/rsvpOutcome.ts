/** 'Vou participar' or 'Cancelar presença'. */
export type RsvpIntent = 'attend' | 'cancel';

/** What the RSVP route answers: the intent done, or the pt-BR reason it was refused. */
export type RsvpResult = { ok: true; intent: RsvpIntent } | { ok: false; intent: string; error: string };

export interface RsvpOutcome {
  title: string;
  description: string;
  tone: 'success' | 'error';
}

/**
 * The notice an RSVP ends with, the same whether the hydrated page shows it at once or the server
 * hands it to the page a plain form post comes back to.
 */
export function rsvpOutcome(result: RsvpResult, eventTitle: string): RsvpOutcome {
  const attend = result.intent === 'attend';
  if (!result.ok) {
    return {
      title: attend ? 'Não foi possível confirmar' : 'Não foi possível cancelar',
      description: result.error,
      tone: 'error',
    };
  }
  return attend
    ? { title: 'Presença confirmada', description: `Até lá! ${eventTitle}`, tone: 'success' }
    : {
        title: 'Presença cancelada',
        description: 'Se mudar de ideia, é só confirmar de novo.',
        tone: 'success',
      };
}

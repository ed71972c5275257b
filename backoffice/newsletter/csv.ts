import { formatDateTimeBR } from '../common/dates.ts';
import { csvField as field } from '../common/csv.ts';

export interface SubscriberRow {
  email: string;
  consent_at: string;
  source: string;
}

/**
 * The subscribers as CSV for spreadsheets in pt-BR: ';' separates columns (',' is the decimal mark
 * there), the consent time is shown in pt-BR and also given in ISO 8601 for other tools.
 */
export function subscribersCsv(rows: readonly SubscriberRow[]): string {
  const header = ['E-mail', 'Consentimento', 'Consentimento (ISO 8601)', 'Origem'];
  const lines = rows.map((r) =>
    [r.email, formatDateTimeBR(r.consent_at), r.consent_at, r.source].map(field).join(';'),
  );
  return [header.join(';'), ...lines].join('\r\n') + '\r\n';
}

/** The same field rule for the back-office's other CSV exports. */
export { field as csvField };

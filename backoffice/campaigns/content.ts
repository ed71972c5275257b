import { BRAND } from '#shared/brand.ts';
import { renderCampaignEmail } from '#supabase/functions/_shared/mail/campaign-email.ts';

export interface CampaignRecord {
  id: string;
  subject: string;
  body_markdown: string;
  link_url: string | null;
  link_label: string | null;
  to_subscribers: boolean;
  to_members: boolean;
  status: 'draft' | 'sending' | 'sent';
  recipients_count: number;
  created_at: string;
}

export const STATUS_LABELS = { draft: 'Rascunho', sending: 'Enviando', sent: 'Enviada' } as const;

export function audienceLabel(r: Pick<CampaignRecord, 'to_subscribers' | 'to_members'>): string {
  if (r.to_subscribers && r.to_members) return 'Assinantes e membros';
  return r.to_members ? 'Membros' : 'Assinantes da newsletter';
}

/** The button text under the message, from where its link points. */
export function linkLabelFor(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.includes('/events/')) return 'Ver o evento';
  if (url.includes('/blog/')) return 'Ler o artigo';
  return 'Acessar a comunidade';
}

/** What the reader will get, as the sender renders it (the unsubscribe link is filled in per reader). */
export function previewHtml(values: Partial<CampaignRecord>): string {
  return renderCampaignEmail(
    {
      subject: values.subject ?? '',
      bodyMarkdown: values.body_markdown ?? '',
      linkUrl: values.link_url,
      linkLabel: linkLabelFor(values.link_url),
    },
    { brandName: BRAND.name, unsubscribeUrl: `${window.location.origin}/newsletter/cancelar` },
  ).html;
}

/** 'Avisar membros do lançamento': the spec's launch promise as a ready message to the members. */
export function launchPreset(): Partial<CampaignRecord> {
  return {
    subject: `O ${BRAND.name} foi lançado!`,
    body_markdown:
      `Olá!\n\nA comunidade ${BRAND.name} está no ar, e você é dos primeiros a saber.\n\n` +
      'Entre com o seu LinkedIn para ver os próximos eventos, os cursos e os conteúdos para líderes de Customer Experience.',
    to_members: true,
    to_subscribers: false,
    link_url: `${window.location.origin}/`,
  };
}

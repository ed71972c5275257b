import { describe, expect, it } from 'vitest';
import {
  LANDING_PUBLISH_MESSAGES,
  landingEditPayload,
  landingPagePath,
  landingPayload,
  saveEditWarning,
} from '#backoffice/landing-pages/landingRules.ts';

describe('landing page rules', () => {
  it('links to /lp/{slug}', () => {
    expect(landingPagePath('minha-landing')).toBe('/lp/minha-landing');
  });

  it('maps empty SEO fields to null and trims text', () => {
    const payload = landingPayload({
      title: ' Evento ',
      slug: 'evento',
      excerpt: '',
      content: '# Oi',
      seo_meta_title: ' Meta ',
      seo_meta_description: '',
      seo_og_title: undefined,
      seo_og_description: 'OG',
      seo_og_image: ' ',
    });
    expect(payload).toEqual({
      title: 'Evento',
      slug: 'evento',
      excerpt: null,
      content: '# Oi',
      seo_meta_title: 'Meta',
      seo_meta_description: null,
      seo_og_title: null,
      seo_og_description: 'OG',
      seo_og_image: null,
    });
  });

  it('does not enforce the 160-character meta description hint', () => {
    const long = 'x'.repeat(300);
    expect(landingPayload({ title: 't', slug: 's', seo_meta_description: long }).seo_meta_description).toBe(
      long,
    );
  });

  it('sends an edited page back to draft', () => {
    expect(
      landingEditPayload({ title: 't', slug: 's', status: 'published', published_at: '2025-01-01' }),
    ).toMatchObject({
      status: 'draft',
      published_at: null,
    });
  });

  it('uses the spec wording for publish and unpublish', () => {
    expect(LANDING_PUBLISH_MESSAGES.unpublish).toBe('Retirar do ar');
    expect(LANDING_PUBLISH_MESSAGES.published).toEqual(['Publicada', 'Landing page está no ar.']);
    expect(LANDING_PUBLISH_MESSAGES.unpublished).toEqual([
      'Retirada do ar',
      'Landing page voltou para rascunho.',
    ]);
  });

  describe('the warning before saving an edit', () => {
    const now = new Date(2026, 10, 23, 10, 30);

    it('says a live page goes offline', () => {
      const warning = saveEditWarning({ status: 'published', published_at: '2026-01-01T12:00:00Z' }, now);
      expect(warning?.button).toBe('Salvar e retirar do ar');
      expect(warning?.content).toContain('está publicada');
      expect(warning?.content).toContain('sai do ar');
    });

    it('says a scheduled page is not live yet and loses its date, in pt-BR', () => {
      // 12:05 UTC: 09:05 in Brasília, whatever the runtime's zone.
      const at = new Date('2026-11-24T12:05:00Z');
      const warning = saveEditWarning({ status: 'published', published_at: at.toISOString() }, now);
      expect(warning?.button).toBe('Salvar e cancelar agendamento');
      expect(warning?.title).toBe('Salvar e cancelar agendamento?');
      expect(warning?.content).toContain('está agendada para 24/11/2026 09:05 (horário de Brasília)');
      expect(warning?.content).toContain('ainda não está no ar');
      expect(warning?.content).toContain('o agendamento é cancelado');
      expect(warning?.content).not.toContain('publicada.');
      expect(warning?.content).not.toContain('sai do ar');
    });

    it('asks nothing for a draft', () => {
      expect(saveEditWarning({ status: 'draft', published_at: null }, now)).toBeNull();
    });
  });
});

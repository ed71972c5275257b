/**
 * The product's brand and external links, in one place. The name and slug form titles such as
 * 'Eventos Elo CX' and the community landing route '/elocx-club'.
 */
const env = (import.meta.env ?? {}) as Record<string, string | undefined>;

export const BRAND = {
  name: env.VITE_BRAND_NAME || 'Elo CX',
  slug: env.VITE_BRAND_SLUG || 'elocx',
  tagline: 'comunidade dos líderes de Customer Experience',
  /** External forum (cannot be embedded; opened in a new tab). */
  forumUrl: env.VITE_FORUM_URL || 'https://forum.elocx.com.br',
  forumSignupUrl: env.VITE_FORUM_SIGNUP_URL || 'https://forum.elocx.com.br/signup',
  social: {
    linkedin: 'https://www.linkedin.com/company/elocx',
    instagram: 'https://www.instagram.com/elocx',
    tiktok: 'https://www.tiktok.com/@elocx',
  },
  partner: {
    name: 'CX Brasil Partners',
    url: 'https://www.cxbrasil.org',
    logo: '/partner-logo.svg',
  },
  /**
   * Who controls members' personal data (LGPD art. 5, VI) and how to reach the person in charge of it
   * (art. 41), as the privacy page and data requests name them.
   */
  privacy: {
    controller: env.VITE_PRIVACY_CONTROLLER || 'Elo CX Comunidade',
    email: env.VITE_PRIVACY_EMAIL || 'privacidade@elocx.com.br',
    officer: env.VITE_PRIVACY_OFFICER || 'Encarregado de Proteção de Dados da Elo CX',
    updatedAt: '2026-11-26',
  },
  spotifyShowId: env.VITE_SPOTIFY_SHOW_ID || '4rOoJ6Egrf8K2IrywzwOMk',
  /** 'prelaunch' shows the pre-launch home at /, 'full' the full home. */
  homeVariant: (env.VITE_HOME_VARIANT === 'full' ? 'full' : 'prelaunch') as 'prelaunch' | 'full',
} as const;

export const communityLandingPath = `/${BRAND.slug}-club`;

import { BRAND } from '#shared/brand.ts';

const NETWORKS = [
  {
    key: 'linkedin',
    label: 'LinkedIn',
    href: BRAND.social.linkedin,
    path: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4v11H3zM9.5 9.75h3.8v1.5h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1v5.45h-4v-4.83c0-1.15-.02-2.63-1.6-2.63-1.6 0-1.85 1.25-1.85 2.55v4.91h-3.95z',
  },
  {
    key: 'instagram',
    label: 'Instagram',
    href: BRAND.social.instagram,
    path: 'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.75a3.05 3.05 0 1 1 0-6.1 3.05 3.05 0 0 1 0 6.1zM17 5.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM12 3c-2.44 0-2.75.01-3.71.05C5.04 3.2 3.2 5.02 3.05 8.29 3.01 9.25 3 9.56 3 12s.01 2.75.05 3.71c.15 3.26 1.97 5.09 5.24 5.24.96.04 1.27.05 3.71.05s2.75-.01 3.71-.05c3.26-.15 5.09-1.97 5.24-5.24.04-.96.05-1.27.05-3.71s-.01-2.75-.05-3.71C20.8 5.04 18.98 3.2 15.71 3.05 14.75 3.01 14.44 3 12 3z',
  },
  {
    key: 'tiktok',
    label: 'TikTok',
    href: BRAND.social.tiktok,
    path: 'M16.6 3h-3.2v12.4a2.9 2.9 0 1 1-2.9-2.9c.3 0 .6 0 .9.1V9.3a6.2 6.2 0 1 0 5.2 6.1V9.1a7.6 7.6 0 0 0 4.4 1.4V7.3A4.4 4.4 0 0 1 16.6 3z',
  },
] as const;

/** LinkedIn, Instagram and TikTok of the brand, opened in a new tab. */
export function SocialLinks({ className = '' }: { className?: string }) {
  return (
    <ul className={`social-links ${className}`}>
      {NETWORKS.map((network) => (
        <li key={network.key}>
          <a
            href={network.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${BRAND.name} no ${network.label} (abre em nova aba)`}
            className="social-links__link"
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={network.path} fill="currentColor" />
            </svg>
            <span className="social-links__label">{network.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The partner's logo, at the foot of pages. Loaded lazily: an SVG image is a small document of its
 * own that the browser builds on the main thread, which the first screen never needs (and an eager
 * image would also be preloaded in the head, ahead of the page's own pictures).
 */
export function PartnerLogo() {
  return (
    <a className="partner-logo" href={BRAND.partner.url} target="_blank" rel="noopener noreferrer">
      <span className="partner-logo__label">Parceiro</span>
      <img
        src={BRAND.partner.logo}
        alt={`${BRAND.partner.name} (abre em nova aba)`}
        width={180}
        height={48}
        loading="lazy"
        decoding="async"
      />
    </a>
  );
}

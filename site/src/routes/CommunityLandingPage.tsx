import { BRAND } from '#shared/brand.ts';
import { avatarUrl, displayName, useAuth } from '../auth/auth-context.ts';
import { LinkedInSignInButton } from '../auth/LinkedInSignInButton.tsx';
import { SignOutButton } from '../auth/SignOutButton.tsx';
import { Avatar } from '../ui/Avatar.tsx';
import { Disclosure } from '../ui/Disclosure.tsx';
import { Logo } from '../ui/Logo.tsx';
import type { MetaFunction } from 'react-router';
import { pageMeta } from '../lib/meta.ts';
import { PrivacyNote } from '../ui/PrivacyNote.tsx';

const BENEFITS = [
  {
    title: 'Networking Exclusivo',
    text: 'Conecte-se com líderes de Customer Experience de empresas de todo o Brasil.',
  },
  {
    title: 'Conteúdo Premium',
    text: 'Materiais, estudos de caso e encontros preparados por quem vive CX no dia a dia.',
  },
  {
    title: 'Crescimento Acelerado',
    text: 'Aprenda com a experiência da comunidade e acelere sua carreira e seus resultados.',
  },
];

export const meta: MetaFunction = (args) =>
  pageMeta(
    {
      title: `${BRAND.name} Club`,
      description: `Entre para a ${BRAND.name}, a ${BRAND.tagline}, com sua conta do LinkedIn.`,
    },
    args,
  );

/** The club's own landing (no site header or footer): join with LinkedIn, or a welcome once joined. */
export default function CommunityLandingPage() {
  const { user } = useAuth();

  if (user) {
    const name = displayName(user);
    return (
      <div className="club">
        <div className="container club__welcome">
          <div className="club__topbar">
            <Logo />
            <Disclosure
              className="user-menu"
              summaryClassName="user-menu__summary"
              summaryLabel={`Menu de ${name}`}
              summary={<Avatar name={name} src={avatarUrl(user)} size={40} decorative />}
            >
              <div className="user-menu__popover">
                <p className="user-menu__name">{name}</p>
                <SignOutButton style="account" className="button button--ghost button--small">
                  Sair do LinkedIn
                </SignOutButton>
              </div>
            </Disclosure>
          </div>
          <div className="card club__card">
            <Avatar name={name} src={avatarUrl(user)} size={96} />
            <h1 className="club__title">Bem-vindo, {name}!</h1>
            <p className="card__text">
              Você já faz parte da {BRAND.name}. Estamos preparando o lançamento da comunidade e você será
              avisado por e-mail assim que tudo estiver no ar.
            </p>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="club">
      <section className="hero">
        <div className="container hero__inner">
          <Logo />
          <h1 className="hero__title">{BRAND.name} Club</h1>
          <p className="hero__subtitle">A {BRAND.tagline} está chegando.</p>
        </div>
      </section>
      <section className="section">
        <div className="container container--narrow club__intro">
          <p>
            Reunimos profissionais que lideram a experiência do cliente para trocar práticas, aprender juntos
            e construir uma rede de confiança. Entre com seu LinkedIn para garantir seu lugar desde o início.
          </p>
          <LinkedInSignInButton className="button button--large button--linkedin" busyLabel="Conectando..." />
          <PrivacyNote context="sign-in" />
        </div>
      </section>
      <section className="section section--alt" aria-label="Benefícios">
        <div className="container grid grid--3">
          {BENEFITS.map((benefit) => (
            <article key={benefit.title} className="card">
              <h2 className="card__title">{benefit.title}</h2>
              <p className="card__text">{benefit.text}</p>
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}

import { BRAND } from '#shared/brand.ts';
import { avatarUrl, displayName, useAuth } from '../auth/auth-context.ts';
import { LinkedInSignInButton } from '../auth/LinkedInSignInButton.tsx';
import { Avatar } from '../ui/Avatar.tsx';
import { Logo } from '../ui/Logo.tsx';
import { PartnerLogo, SocialLinks } from '../ui/SocialLinks.tsx';
import { useLoaderData, type MetaFunction } from 'react-router';
import { loadPrelaunchHome } from '../data/home.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { AmbassadorsSection, MembersSection, VideoSection } from '../ui/home/home-sections.tsx';
import { PrivacyNote } from '../ui/PrivacyNote.tsx';

export const PRELAUNCH_META = {
  title: `${BRAND.name} — ${BRAND.tagline}`,
  description: `Faça parte da ${BRAND.name}, a ${BRAND.tagline} do Brasil. Entre com seu LinkedIn.`,
};

export const loader = () => loadPrelaunchHome();

export const meta: MetaFunction = (args) => pageMeta(PRELAUNCH_META, args);

export default function PrelaunchRoute() {
  return <PrelaunchHome data={useLoaderData<typeof loader>()} />;
}

/** The pre-launch landing: guests join with LinkedIn, members are greeted. */
export function PrelaunchHome({ data }: { data: Awaited<ReturnType<typeof loadPrelaunchHome>> }) {
  const { user } = useAuth();
  const name = displayName(user);
  return (
    <div className="prelaunch">
      <section className="hero hero--prelaunch">
        <div className="container hero__inner">
          <Logo />
          <h1 className="hero__title">{BRAND.tagline}</h1>
          {user ? (
            <div className="greeting">
              <Avatar name={name} src={avatarUrl(user)} size={72} />
              <div>
                <p className="greeting__name">Olá, {name}!</p>
                <p className="greeting__text">Boas vindas à nossa comunidade!</p>
              </div>
            </div>
          ) : (
            <>
              <LinkedInSignInButton className="button button--large button--accent" busyLabel="Conectando...">
                Quero fazer parte!
              </LinkedInSignInButton>
              <PrivacyNote context="sign-in" tone="light" />
            </>
          )}
        </div>
      </section>
      <VideoSection video={data.video} />
      <AmbassadorsSection ambassadors={data.ambassadors} />
      <MembersSection members={data.members} />
      <section className="section prelaunch__footer" aria-label="Parceiros e redes sociais">
        <div className="container prelaunch__footer-inner">
          <PartnerLogo />
          <SocialLinks />
        </div>
      </section>
    </div>
  );
}

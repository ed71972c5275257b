import { BRAND } from '#shared/brand.ts';
import { Link } from 'react-router';
import type { loadFullHome } from '../../data/home.server.ts';
import { avatarUrl, displayName, isMember, useAuth } from '../../auth/auth-context.ts';
import { LinkedInSignInButton } from '../../auth/LinkedInSignInButton.tsx';
import { Avatar } from '../Avatar.tsx';
import { PrivacyNote } from '../PrivacyNote.tsx';
import { AmbassadorsSection, MembersSection, VideoSection } from './home-sections.tsx';
import { BlogSection, CoursesSection, UpcomingEventsSection } from './home-content-sections.tsx';

export const FULL_HOME_META = {
  title: `${BRAND.name} — ${BRAND.tagline}`,
  description: `Eventos, cursos, conteúdo e networking para quem lidera Customer Experience no Brasil.`,
};

export function FullHome({ data }: { data: Awaited<ReturnType<typeof loadFullHome>> }) {
  const { user } = useAuth();
  const name = displayName(user);
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <h1 className="hero__title">A {BRAND.tagline} do Brasil</h1>
          <p className="hero__subtitle">
            Conecte-se com quem vive Customer Experience todos os dias: eventos, cursos, conteúdo e uma rede
            de líderes para trocar experiências.
          </p>
          {user ? (
            <div className="greeting">
              <Avatar name={name} src={avatarUrl(user)} size={72} />
              <div>
                <p className="greeting__name">Bem-vindo(a), {name}!</p>
                {user.email && <p className="greeting__text">{user.email}</p>}
                {isMember(user) && <span className="badge badge--member">Membro</span>}
              </div>
            </div>
          ) : (
            <div className="hero__actions">
              <LinkedInSignInButton
                className="button button--large button--accent"
                busyLabel="Conectando..."
              />
              <Link to="/newsletter" className="button button--large button--ghost-light">
                Assinar Newsletter
              </Link>
              <PrivacyNote context="sign-in" tone="light" />
            </div>
          )}
        </div>
      </section>
      <VideoSection video={data.video} />
      <AmbassadorsSection ambassadors={data.ambassadors} />
      <MembersSection members={data.members} />
      <UpcomingEventsSection events={data.events} />
      <CoursesSection courses={data.courses} />
      <BlogSection posts={data.posts} />
    </>
  );
}

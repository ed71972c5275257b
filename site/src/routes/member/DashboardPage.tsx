import { BRAND } from '#shared/brand.ts';
import { formatLongDateBR } from '../../lib/dates.ts';
import { Link, useLoaderData } from 'react-router';
import { avatarUrl, displayName, useAuth } from '../../auth/auth-context.ts';
import { SignOutButton } from '../../auth/SignOutButton.tsx';
import { Avatar } from '../../ui/Avatar.tsx';
import type { MetaFunction } from 'react-router';
import { pageMeta } from '../../lib/meta.ts';
import { MemberGuard } from '../../ui/member/MemberGuard.tsx';
import { MyDataSection } from '../../ui/member/MyDataSection.tsx';
import { readMemberSince } from '../../data/memberSince.server.ts';
import type { Route } from './+types/DashboardPage';

const RESOURCES = [
  { title: 'Networking', text: 'Diretório de membros e conexões com outros líderes de CX.' },
  { title: 'Biblioteca de Recursos', text: 'Templates, frameworks e estudos de caso.' },
  { title: 'Eventos Exclusivos', text: 'Encontros fechados e webinars só para membros.' },
  { title: 'Mentoria', text: 'Orientação de profissionais experientes da comunidade.' },
];

export async function loader({ request }: Route.LoaderArgs) {
  return { memberSince: await readMemberSince(request) };
}

export const meta: MetaFunction = (args) =>
  pageMeta({ title: 'Área do Membro', description: `Sua área de membro na ${BRAND.name}.` }, args);

export default function DashboardPage() {
  return (
    <MemberGuard>
      <Dashboard />
    </MemberGuard>
  );
}

function Dashboard() {
  const { user } = useAuth();
  const { memberSince } = useLoaderData<typeof loader>();
  const name = displayName(user);
  return (
    <div className="container section member-area">
      <h1 className="page-title">Área do Membro</h1>
      <p className="lead">
        Que bom ter você aqui! Esta é a sua área na {BRAND.name}: acompanhe o que está chegando para os
        membros.
      </p>
      <div className="member-area__layout">
        <aside className="card profile-card" aria-label="Seu perfil">
          <Avatar name={name} src={avatarUrl(user)} size={96} />
          <h2 className="profile-card__name">{name}</h2>
          {user?.email && <p className="profile-card__email">{user.email}</p>}
          <ul className="badges">
            <li className="badge badge--linkedin">Membro LinkedIn</li>
            {memberSince && <li className="badge">Desde {formatLongDateBR(memberSince)}</li>}
          </ul>
          <SignOutButton style="account" className="button button--ghost">
            Sair da Conta
          </SignOutButton>
        </aside>
        <div className="member-area__main">
          <section aria-labelledby="recursos-disponiveis">
            <h2 id="recursos-disponiveis" className="section__title">
              Recursos Disponíveis
            </h2>
            <div className="grid grid--2">
              {RESOURCES.map((resource) => (
                <article key={resource.title} className="card">
                  <div className="card__row">
                    <h3 className="card__title">{resource.title}</h3>
                    <span className="badge badge--soon">Em Breve</span>
                  </div>
                  <p className="card__text">{resource.text}</p>
                </article>
              ))}
            </div>
          </section>
          <section className="card status-card" aria-labelledby="status-comunidade">
            <h2 id="status-comunidade" className="section__title">
              Status da Comunidade
            </h2>
            <p className="card__text">
              A {BRAND.name} está em pré-lançamento. Você já garantiu seu lugar como membro fundador e será
              avisado por e-mail quando a comunidade for lançada.
            </p>
            <p className="card__links">
              <Link to="/member/network">Networking</Link> · <Link to="/member/resources">Recursos</Link>
            </p>
          </section>
          <MyDataSection />
        </div>
      </div>
    </div>
  );
}

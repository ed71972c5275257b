import { BRAND } from '#shared/brand.ts';
import { PageHeader } from '../ui/states.tsx';
import type { MetaFunction } from 'react-router';
import { pageMeta } from '../lib/meta.ts';

const PILLARS = [
  {
    title: 'Discussões',
    text: 'Tire dúvidas, compartilhe desafios e aprenda com casos reais de quem lidera Customer Experience.',
  },
  {
    title: 'Networking',
    text: 'Conheça profissionais de CX de todo o Brasil e amplie sua rede com pessoas que vivem os mesmos desafios.',
  },
  {
    title: 'Aprendizado',
    text: 'Materiais, indicações de cursos e trocas sobre métricas, jornada do cliente e cultura centrada no cliente.',
  },
];

export const meta: MetaFunction = (args) =>
  pageMeta(
    {
      title: 'Comunidade',
      description: `O fórum da ${BRAND.name}: discussões, networking e aprendizado.`,
    },
    args,
  );

export default function CommunityPage() {
  return (
    <>
      <PageHeader
        title="Comunidade"
        subtitle={`O fórum da ${BRAND.name} é o ponto de encontro dos líderes de CX.`}
      />
      <div className="container section">
        <div className="grid grid--3">
          {PILLARS.map((pillar) => (
            <article key={pillar.title} className="card">
              <h2 className="card__title">{pillar.title}</h2>
              <p className="card__text">{pillar.text}</p>
            </article>
          ))}
        </div>
        <div className="cta-row">
          <a className="button button--large" href={BRAND.forumUrl} target="_blank" rel="noopener noreferrer">
            Entrar no fórum<span className="visually-hidden"> (abre em nova aba)</span>
          </a>
          <a
            className="button button--large button--ghost"
            href={BRAND.forumSignupUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            Criar conta no fórum<span className="visually-hidden"> (abre em nova aba)</span>
          </a>
        </div>
        <p className="form__hint">O fórum é hospedado fora deste site e abre em uma nova aba.</p>
      </div>
    </>
  );
}

import { BRAND } from '#shared/brand.ts';
import type { MetaFunction } from 'react-router';
import { pageMeta } from '../../lib/meta.ts';
import { MemberGuard } from '../../ui/member/MemberGuard.tsx';

const FEATURES = [
  {
    title: 'Diretório de Membros',
    text: 'Encontre e conecte-se com líderes de CX de todo o Brasil.',
    planned: [
      'Busca por empresa, cargo e região',
      'Perfis profissionais completos',
      'Conexão direta pelo LinkedIn',
    ],
  },
  {
    title: 'Grupos de Discussão',
    text: 'Converse sobre os temas que importam para a sua área.',
    planned: ['Grupos por setor e por tema', 'Discussões moderadas', 'Notificações de novas respostas'],
  },
  {
    title: 'Eventos Exclusivos',
    text: 'Encontros fechados para membros da comunidade.',
    planned: ['Meetups presenciais', 'Webinars com especialistas', 'Inscrição prioritária'],
  },
  {
    title: 'Mentoria',
    text: 'Aprenda com quem já percorreu o caminho.',
    planned: ['Mentores experientes em CX', 'Sessões individuais', 'Trilhas de desenvolvimento'],
  },
];

export const meta: MetaFunction = (args) =>
  pageMeta({ title: 'Networking', description: `Networking entre membros da ${BRAND.name}.` }, args);

export default function NetworkPage() {
  return (
    <MemberGuard>
      <div className="container section">
        <h1 className="page-title">Networking</h1>
        <p className="lead">As ferramentas de networking da comunidade estão chegando.</p>
        <div className="grid grid--2">
          {FEATURES.map((feature) => (
            <article key={feature.title} className="card">
              <div className="card__row">
                <h2 className="card__title">{feature.title}</h2>
                <span className="badge badge--soon">Em Breve</span>
              </div>
              <p className="card__text">{feature.text}</p>
              <h3 className="card__subtitle">O que está planejado</h3>
              <ul className="check-list">
                {feature.planned.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <button type="button" className="button button--block" disabled>
                Aguarde o Lançamento
              </button>
            </article>
          ))}
        </div>
      </div>
    </MemberGuard>
  );
}

import { BRAND } from '#shared/brand.ts';
import type { MetaFunction } from 'react-router';
import { pageMeta } from '../../lib/meta.ts';
import { MemberGuard } from '../../ui/member/MemberGuard.tsx';

const RESOURCES = [
  { title: 'Templates e Frameworks', count: '15+', text: 'Modelos prontos de pesquisa, jornada e métricas.' },
  {
    title: 'Webinars Gravados',
    count: '8+',
    text: 'Conversas com líderes de CX para assistir quando quiser.',
  },
  {
    title: 'Estudos de Caso',
    count: '12+',
    text: 'Histórias reais de transformação da experiência do cliente.',
  },
  { title: 'Artigos e Guias', count: '50+', text: 'Conteúdo prático sobre NPS, CSAT, CES e cultura de CX.' },
];

const NEXT = [
  { month: 'Janeiro', item: 'Kit de métricas de CX: NPS, CSAT e CES' },
  { month: 'Fevereiro', item: 'Guia de mapeamento da jornada do cliente' },
  { month: 'Março', item: 'Série de webinars com líderes de CX' },
];

export const meta: MetaFunction = (args) =>
  pageMeta({ title: 'Recursos', description: `Recursos para membros da ${BRAND.name}.` }, args);

export default function ResourcesPage() {
  return (
    <MemberGuard>
      <div className="container section">
        <h1 className="page-title">Recursos</h1>
        <p className="lead">
          Uma biblioteca de materiais para líderes de Customer Experience está a caminho.
        </p>
        <div className="grid grid--2">
          {RESOURCES.map((resource) => (
            <article key={resource.title} className="card">
              <div className="card__row">
                <h2 className="card__title">{resource.title}</h2>
                <span className="badge badge--count">{resource.count}</span>
              </div>
              <p className="card__text">{resource.text}</p>
              <span className="badge badge--soon">Em Breve</span>
            </article>
          ))}
        </div>
        <section className="card section--spaced" aria-labelledby="proximos-recursos">
          <h2 id="proximos-recursos" className="section__title">
            Próximos recursos
          </h2>
          <ol className="timeline">
            {NEXT.map((entry) => (
              <li key={entry.month}>
                <strong>{entry.month}</strong>: {entry.item}
              </li>
            ))}
          </ol>
        </section>
        <p className="notice notice--info">
          <strong>Acesso antecipado:</strong> os recursos premium serão gratuitos para os membros que entraram
          no início da comunidade.
        </p>
      </div>
    </MemberGuard>
  );
}

import { data, useLoaderData, type MetaFunction } from 'react-router';
import { searchSite } from '../data/search.server.ts';
import { formatDateBR } from '../lib/dates.ts';
import { pageMeta } from '../lib/meta.ts';
import {
  countBadge,
  normalizeQuery,
  resultsSummary,
  SEARCH_PATH,
  type SearchResults,
} from '../lib/search.ts';
import { PageHeader, StatusMessage } from '../ui/states.tsx';
import { HitLink, SearchSnippet, SuggestionLink } from '../ui/SearchParts.tsx';
import type { Route } from './+types/SearchPage';

/** Results per kind on the page; the header's instant results ask for fewer (`?rapida=1`). */
const PAGE_HITS_PER_KIND = 10;
const INSTANT_HITS_PER_KIND = 3;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = normalizeQuery(url.searchParams.get('q'));
  if (!query) return { query, results: null, failed: false };
  const perKind = url.searchParams.get('rapida') === '1' ? INSTANT_HITS_PER_KIND : PAGE_HITS_PER_KIND;
  const read = await searchSite(query, perKind);
  if (read.failed) return data({ query, results: null, failed: true }, { status: 503 });
  return { query, results: read.data, failed: false };
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...pageMeta(
    {
      title: args.data?.query ? `Busca: ${args.data.query}` : 'Busca',
      description: 'Busque posts, notícias, eventos, cursos, vagas, páginas e vídeos da comunidade.',
    },
    args,
  ),
  // Result pages are for people, not for search engines' indexes.
  { name: 'robots', content: 'noindex' },
];

export default function SearchPage() {
  const { query, results, failed } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Busca" subtitle="Posts, notícias, eventos, cursos, vagas, páginas e vídeos." />
      <div className="container section search-page">
        <form method="get" action={SEARCH_PATH} role="search" className="search-page__form">
          <label htmlFor="busca-pagina" className="visually-hidden">
            Buscar no site
          </label>
          <input
            // A new query from elsewhere (header, suggestion) replaces what the field shows.
            key={query}
            id="busca-pagina"
            type="search"
            name="q"
            defaultValue={query}
            maxLength={200}
            placeholder="O que você procura?"
            className="search-page__input"
          />
          <button type="submit" className="button">
            Buscar
          </button>
        </form>
        <SearchOutcome query={query} results={results} failed={failed} />
      </div>
    </>
  );
}

function SearchOutcome({
  query,
  results,
  failed,
}: {
  query: string;
  results: SearchResults | null;
  failed: boolean;
}) {
  if (failed) {
    return (
      <StatusMessage tone="error">Não foi possível buscar agora. Tente novamente em instantes.</StatusMessage>
    );
  }
  if (!query || !results) {
    return <StatusMessage>Digite uma palavra ou frase para buscar em todo o site.</StatusMessage>;
  }
  if (results.groups.length === 0) {
    return (
      <div className="search-page__empty">
        <StatusMessage>Nenhum resultado para “{query}”.</StatusMessage>
        {results.suggestion && <SuggestionLink suggestion={results.suggestion} />}
        <p className="search-page__hint">Tente outras palavras, menos termos ou verifique a ortografia.</p>
      </div>
    );
  }
  return (
    <>
      <p className="search-page__summary" role="status">
        {resultsSummary(results)} para “{query}”
      </p>
      <nav aria-label="Resultados por tipo" className="search-page__kinds">
        <ul>
          {results.groups.map((group) => (
            <li key={group.kind}>
              <a href={`#busca-${group.kind}`}>
                {group.label} <span className="search-page__count">{countBadge(group)}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {results.groups.map((group) => (
        <section
          key={group.kind}
          id={`busca-${group.kind}`}
          className="search-group"
          aria-labelledby={`busca-${group.kind}-titulo`}
        >
          <h2 id={`busca-${group.kind}-titulo`} className="search-group__title">
            {group.label} <span className="search-page__count">{countBadge(group)}</span>
          </h2>
          <ul className="search-group__hits">
            {group.hits.map((hit) => (
              <li key={hit.id} className="search-hit">
                <HitLink hit={hit} className="search-hit__title" />
                {hit.startsAt && <p className="search-hit__meta">{formatDateBR(hit.startsAt)}</p>}
                <p className="search-hit__snippet">
                  <SearchSnippet snippet={hit.snippet} />
                </p>
              </li>
            ))}
          </ul>
          {(group.more || group.total > group.hits.length) && (
            <p className="search-group__more">
              Mostrando {group.hits.length} de {group.more ? `mais de ${group.total}` : group.total}. Refine a
              busca para ver outros.
            </p>
          )}
        </section>
      ))}
    </>
  );
}

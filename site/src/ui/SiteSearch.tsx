import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useHydrated } from '../lib/useHydrated.ts';
import {
  countBadge,
  normalizeQuery,
  resultsSummary,
  searchHref,
  SEARCH_MAX_LENGTH,
  SEARCH_PATH,
  type SearchResults,
} from '../lib/search.ts';
import { HitLink, SearchSnippet, SuggestionLink } from './SearchParts.tsx';

/** Typing pauses this long before the instant results are asked for. */
const TYPING_PAUSE_MS = 250;
/** Fewer letters than this would match too much to be useful. */
const MIN_INSTANT_LENGTH = 2;

interface InstantAnswer {
  query: string;
  results: SearchResults | null;
  failed: boolean;
}

/**
 * The search field of the header and of the phone menu: a GET form to /busca that works with no
 * script. Once hydrated it also shows instant results under the field while typing (the /busca
 * loader's data, fewer per kind), closed with Esc or by leaving the field.
 */
export const SiteSearch = forwardRef<HTMLInputElement, { variant: 'header' | 'menu' }>(function SiteSearch(
  { variant },
  inputRef,
) {
  const id = useId();
  const hydrated = useHydrated();
  const fetcher = useFetcher<InstantAnswer>();
  const location = useLocation();
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const query = normalizeQuery(value);
  const { load } = fetcher;

  useEffect(() => () => clearTimeout(timer.current), []);
  // A followed result or a submitted search closes the panel.
  useEffect(() => setOpen(false), [location.key]);

  const onChange = (next: string) => {
    setValue(next);
    setOpen(true);
    clearTimeout(timer.current);
    const typed = normalizeQuery(next);
    if (typed.length < MIN_INSTANT_LENGTH) return;
    timer.current = setTimeout(() => load(`${searchHref(typed)}&rapida=1`), TYPING_PAUSE_MS);
  };

  const answer = fetcher.data && fetcher.data.query === query ? fetcher.data : null;
  const showPanel = hydrated && open && query.length >= MIN_INSTANT_LENGTH;

  return (
    <div
      className={`site-search site-search--${variant}`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          // Esc closes the results first; a second Esc reaches the phone menu and closes it.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <form method="get" action={SEARCH_PATH} role="search" className="site-search__form">
        <label htmlFor={id} className="visually-hidden">
          Buscar no site
        </label>
        <input
          ref={inputRef}
          id={id}
          type="search"
          name="q"
          onChange={(event) => onChange(event.target.value)}
          onFocus={() => setOpen(true)}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Buscar…"
          autoComplete="off"
          aria-describedby={showPanel ? `${id}-status` : undefined}
          aria-keyshortcuts={variant === 'header' ? '/ Control+K Meta+K' : undefined}
          className="site-search__input"
        />
        <button type="submit" className="site-search__submit" aria-label="Buscar">
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </form>
      {showPanel && (
        <div className="site-search__panel">
          <p id={`${id}-status`} className="site-search__status" role="status">
            {instantStatus(answer, fetcher.state !== 'idle')}
          </p>
          {answer?.results && answer.results.groups.length === 0 && answer.results.suggestion && (
            <SuggestionLink suggestion={answer.results.suggestion} />
          )}
          {answer?.results?.groups.map((group) => (
            <div key={group.kind} className="site-search__group">
              <p className="site-search__group-title">
                {group.label} <span className="search-page__count">{countBadge(group)}</span>
              </p>
              <ul>
                {group.hits.map((hit) => (
                  <li key={hit.id}>
                    <HitLink hit={hit} className="site-search__hit" />
                    <span className="site-search__snippet">
                      <SearchSnippet snippet={hit.snippet} />
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {answer?.results && answer.results.groups.length > 0 && (
            <Link to={searchHref(query)} className="site-search__all">
              Ver todos os resultados
            </Link>
          )}
        </div>
      )}
    </div>
  );
});

function instantStatus(answer: InstantAnswer | null, loading: boolean): string {
  if (!answer) return loading ? 'Buscando…' : 'Continue digitando ou tecle Enter para buscar.';
  if (answer.failed || !answer.results)
    return 'Não foi possível buscar agora. Tecle Enter para tentar de novo.';
  if (answer.results.total === 0) return 'Nenhum resultado.';
  return resultsSummary(answer.results);
}

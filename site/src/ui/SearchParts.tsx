import { Link } from 'react-router';
import { searchHref, snippetParts, type SearchHit } from '../lib/search.ts';

/** A result's snippet with the matched words in <mark>; every part is rendered as text, never as HTML. */
export function SearchSnippet({ snippet }: { snippet: string }) {
  return (
    <>
      {snippetParts(snippet).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}

/** 'Você quis dizer…' with the corrected query as a link to its results. */
export function SuggestionLink({ suggestion, onFollow }: { suggestion: string; onFollow?: () => void }) {
  return (
    <p className="search-suggestion">
      Você quis dizer{' '}
      <Link to={searchHref(suggestion)} onClick={onFollow}>
        {suggestion}
      </Link>
      ?
    </p>
  );
}

/** A result's title as a link: courses, jobs and videos leave the site in a new tab. */
export function HitLink({
  hit,
  className,
  onFollow,
}: {
  hit: SearchHit;
  className?: string;
  onFollow?: () => void;
}) {
  return hit.external ? (
    <a href={hit.href} className={className} target="_blank" rel="noopener noreferrer" onClick={onFollow}>
      {hit.title}
      <span className="visually-hidden"> (abre em nova aba)</span>
    </a>
  ) : (
    <Link to={hit.href} className={className} onClick={onFollow}>
      {hit.title}
    </Link>
  );
}

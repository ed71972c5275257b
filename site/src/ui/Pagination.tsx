import { Link } from 'react-router';

/** Previous / next links of a public list, as crawlable `?pagina=N` addresses. */
export function Pagination({ page, pageCount, label }: { page: number; pageCount: number; label: string }) {
  if (pageCount <= 1) return null;
  const href = (target: number) => (target === 1 ? '?' : `?pagina=${target}`);
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link className="button button--ghost" to={href(page - 1)} rel="prev">
          Página anterior
        </Link>
      ) : (
        <span />
      )}
      <span className="pagination__status">
        Página {page} de {pageCount}
      </span>
      {page < pageCount ? (
        <Link className="button button--ghost" to={href(page + 1)} rel="next">
          Próxima página
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

import { Link } from 'react-router';

/** What a failed page shows: the not-found page for a 404, else a pt-BR error message (5xx). */
export function ErrorPage({ notFound }: { notFound: boolean }) {
  if (notFound) return <NotFound />;
  return (
    <div className="container section not-found">
      <h1 className="not-found__code">Erro</h1>
      <p className="not-found__text">Não foi possível carregar esta página agora.</p>
      <p className="card__text">Tente novamente em instantes.</p>
      <Link to="/" className="button" reloadDocument>
        Voltar para o início
      </Link>
    </div>
  );
}

/** The not-found page's content: the 404 route's page and a failed page that is a 404 show it alike. */
export function NotFound() {
  return (
    <div className="container section not-found">
      <h1 className="not-found__code">404</h1>
      <p className="not-found__text">Oops! Página não encontrada</p>
      <Link to="/" className="button">
        Voltar para o início
      </Link>
    </div>
  );
}

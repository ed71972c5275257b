import { Link } from 'react-router';
import NotFoundPage from '../routes/NotFoundPage';

/** What a failed page shows: the not-found page for a 404, else a pt-BR error message (5xx). */
export function ErrorPage({ notFound }: { notFound: boolean }) {
  if (notFound) return <NotFoundPage />;
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

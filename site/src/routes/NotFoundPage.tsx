import { Link, data, type MetaFunction } from 'react-router';
import { NOT_FOUND_META, pageMeta } from '../lib/meta';

/** Any address no route claims answers 404 (no soft 404), with the spec's not-found page. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: MetaFunction = (args) => pageMeta(NOT_FOUND_META, args);

export default function NotFoundPage() {
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

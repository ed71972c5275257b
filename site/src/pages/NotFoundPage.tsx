import { Link } from 'react-router-dom';
import { usePageMeta } from '../ui/usePageMeta';

export default function NotFoundPage() {
  usePageMeta({ title: 'Página não encontrada', description: 'A página que você procura não existe.' });
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

import { BRAND } from '#shared/brand.ts';
import { Link, useActionData, useLoaderData } from 'react-router';
import { unsubscribe } from '../data/newsletter.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { PageHeader } from '../ui/states.tsx';
import type { Route } from './+types/NewsletterCancelPage';

/**
 * /newsletter/cancelar?token=…: the unsubscribe link of every e-mail. Opening it asks for one click (link
 * scanners that open every URL must not unsubscribe anyone); the POST it sends is also the target of
 * List-Unsubscribe-Post, so mail clients unsubscribe in one step (RFC 8058).
 */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export async function action({ request }: Route.ActionArgs) {
  const fromUrl = new URL(request.url).searchParams.get('token');
  const form = await request.formData().catch(() => null);
  const fromForm = form?.get('token');
  return { outcome: await unsubscribe(fromUrl || (typeof fromForm === 'string' ? fromForm : null)) };
}

export const meta = (args: Route.MetaArgs) => [
  ...pageMeta({ title: 'Cancelar inscrição', description: `Newsletter ${BRAND.name}` }, args),
  { name: 'robots', content: 'noindex' },
];

export default function NewsletterCancelPage() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <PageHeader title="Newsletter" />
      <div className="container container--narrow section">
        {result?.outcome === 'cancelled' ? (
          <div className="notice notice--success" role="status">
            <h2 className="notice__title">Inscrição cancelada</h2>
            <p>
              Você não receberá mais e-mails da {BRAND.name} neste endereço. Se mudar de ideia, é só assinar
              de novo.
            </p>
          </div>
        ) : result ? (
          <div className="notice notice--error" role="alert">
            <h2 className="notice__title">
              {result.outcome === 'invalid' ? 'Link inválido' : 'Não foi possível cancelar agora'}
            </h2>
            <p>
              {result.outcome === 'invalid'
                ? 'Não encontramos uma inscrição para este link. Confira se ele foi copiado por inteiro.'
                : 'Tente novamente em instantes.'}
            </p>
          </div>
        ) : (
          <form method="post" className="card form">
            <h2 className="notice__title">Cancelar inscrição</h2>
            <p>Você deixará de receber os e-mails da {BRAND.name}. Pode assinar de novo quando quiser.</p>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button">
              Cancelar inscrição
            </button>
          </form>
        )}
        <p style={{ marginTop: '1.5rem' }}>
          <Link to="/">Voltar para o início</Link>
        </p>
      </div>
    </>
  );
}

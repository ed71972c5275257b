import { BRAND } from '#shared/brand.ts';
import { Link, useLoaderData } from 'react-router';
import { confirmSubscription } from '../data/newsletter.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { PageHeader } from '../ui/states.tsx';
import type { Route } from './+types/NewsletterConfirmPage';

/** /newsletter/confirmar?token=…: the link of the 'Confirme sua inscrição' e-mail. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  return { outcome: await confirmSubscription(token) };
}

export const meta = (args: Route.MetaArgs) => [
  ...pageMeta({ title: 'Confirmação da newsletter', description: `Newsletter ${BRAND.name}` }, args),
  { name: 'robots', content: 'noindex' },
];

const MESSAGES = {
  confirmed: {
    title: 'Inscrição confirmada!',
    text: `Você receberá as novidades da ${BRAND.name} por e-mail. Todo e-mail traz um link para cancelar a inscrição quando quiser.`,
    tone: 'success',
  },
  expired: {
    title: 'Link expirado',
    text: 'Este link de confirmação expirou. Assine novamente para receber um novo e-mail de confirmação.',
    tone: 'error',
  },
  invalid: {
    title: 'Link inválido',
    text: 'Não encontramos uma inscrição para este link. Confira se ele foi copiado por inteiro ou assine novamente.',
    tone: 'error',
  },
  failed: {
    title: 'Não foi possível confirmar agora',
    text: 'Tente abrir o link do e-mail novamente em instantes.',
    tone: 'error',
  },
} as const;

export default function NewsletterConfirmPage() {
  const { outcome } = useLoaderData<typeof loader>();
  const message = MESSAGES[outcome];
  return (
    <>
      <PageHeader title="Newsletter" />
      <div className="container container--narrow section">
        <div
          className={`notice notice--${message.tone}`}
          role={message.tone === 'error' ? 'alert' : 'status'}
        >
          <h2 className="notice__title">{message.title}</h2>
          <p>{message.text}</p>
        </div>
        <p style={{ marginTop: '1.5rem' }}>
          {outcome === 'confirmed' ? (
            <Link to="/" className="button">
              Ir para o início
            </Link>
          ) : (
            <Link to="/newsletter" className="button">
              Assinar a newsletter
            </Link>
          )}
        </p>
      </div>
    </>
  );
}

import { BRAND } from '#shared/brand.ts';
import { useId, useState, type FormEvent } from 'react';
import { newsletterEmailError, newsletterFailureMessage } from '../lib/newsletter.ts';
import { callPublicFunction } from '../lib/public-api.ts';
import { PageHeader } from '../ui/states.tsx';
import type { MetaFunction } from 'react-router';
import { pageMeta } from '../lib/meta.ts';
import { PrivacyNote } from '../ui/PrivacyNote.tsx';
import { useHydrated } from '../lib/useHydrated.ts';

type Outcome = { kind: 'success'; email: string } | { kind: 'failure'; message: string } | null;

export const meta: MetaFunction = (args) =>
  pageMeta({ title: 'Newsletter', description: `Receba por e-mail as novidades da ${BRAND.name}.` }, args);

export default function NewsletterPage() {
  const hydrated = useHydrated();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the form itself: what was typed while the page was still loading counts too.
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    const problem = newsletterEmailError(email);
    setFieldError(problem);
    setOutcome(null);
    if (problem) return;
    setBusy(true);
    try {
      // The function stores a pending subscription and sends the confirmation e-mail.
      const { error } = await callPublicFunction('newsletter-subscribe', {
        email: email.trim(),
        source: 'newsletter-page',
      });
      // The field keeps its value on failure so nothing typed is lost.
      if (error) setOutcome({ kind: 'failure', message: newsletterFailureMessage(error) });
      else {
        setOutcome({ kind: 'success', email: email.trim().toLowerCase() });
        form.reset();
      }
    } catch {
      setOutcome({ kind: 'failure', message: newsletterFailureMessage(null) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Newsletter"
        subtitle={`Receba no seu e-mail os eventos, cursos e artigos da ${BRAND.name}.`}
      />
      <div className="container container--narrow section">
        <form className="card form" noValidate onSubmit={submit}>
          <label htmlFor={inputId} className="form__label">
            E-mail <span aria-hidden="true">*</span>
          </label>
          <input
            id={inputId}
            className="form__input"
            type="email"
            name="email"
            autoComplete="email"
            required
            aria-required="true"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            placeholder="nome@empresa.com.br"
          />
          {fieldError && (
            <p id={errorId} className="form__error" role="alert">
              {fieldError}
            </p>
          )}
          {/* Sending needs the page's script: until it runs, the button waits instead of letting the
              browser reload the page with the address in it. */}
          <button type="submit" className="button" disabled={busy || !hydrated}>
            {busy ? 'Enviando…' : 'Assinar'}
          </button>
          <p className="form__hint">Você pode cancelar a inscrição quando quiser.</p>
          <PrivacyNote context="newsletter" />
        </form>
        <div aria-live="polite">
          {outcome?.kind === 'success' && (
            <p className="notice notice--success" role="status">
              Quase lá! Enviamos um e-mail para {outcome.email}: abra o link de &lsquo;Confirme sua
              inscrição&rsquo; para começar a receber as novidades da {BRAND.name}.
            </p>
          )}
        </div>
        {outcome?.kind === 'failure' && (
          <p className="notice notice--error" role="alert">
            {outcome.message}
          </p>
        )}
      </div>
    </>
  );
}

import { BRAND } from '../../../../shared/brand';
import { downloadJson } from '../../../../shared/download';
import { useEffect, useId, useRef } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import type { MemberDataResult } from '../../routes/member-data';
import { useToast } from '../../ui/toast-context';

/** The file name of a data export, dated: 'meus-dados-elocx-2026-11-23.json'. */
export function exportFileName(date = new Date()): string {
  return `meus-dados-${BRAND.slug}-${date.toISOString().slice(0, 10)}.json`;
}

/** 'Seus dados' in the member area: the LGPD export and the account erasure (art. 18), run on the server. */
export function MyDataSection() {
  const toast = useToast();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const fetcher = useFetcher<MemberDataResult>();
  const pending = fetcher.state !== 'idle' ? fetcher.formData?.get('intent') : null;
  const exporting = pending === 'export';
  const erasing = pending === 'erase';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const handled = useRef<MemberDataResult | undefined>(undefined);

  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    if (!result.ok) {
      toast({
        title:
          result.intent === 'erase'
            ? 'Não foi possível excluir sua conta'
            : 'Não foi possível baixar seus dados',
        description: result.error,
        variant: 'destructive',
      });
      return;
    }
    if (result.intent === 'export') {
      downloadJson(exportFileName(), result.data);
      toast({ title: 'Download iniciado', description: 'Seus dados foram salvos em um arquivo JSON.' });
      return;
    }
    // The server cleared the session cookies with the account; home, signed out.
    dialog.current?.close();
    toast({ title: 'Conta excluída', description: 'Sua conta e seus dados foram apagados.' });
    void navigate('/', { replace: true });
  }, [result, toast, navigate]);

  const run = (intent: 'export' | 'erase') =>
    void fetcher.submit({ intent }, { method: 'post', action: '/member/dados' });
  const exportData = () => run('export');
  const eraseAccount = () => run('erase');

  return (
    <section className="card my-data" aria-labelledby="seus-dados">
      <h2 id="seus-dados" className="section__title">
        Seus dados
      </h2>
      <p className="card__text">
        Baixe tudo o que a {BRAND.name} guarda sobre você ou exclua sua conta, como prevê a LGPD. Saiba mais
        na <Link to="/privacidade">Política de Privacidade</Link>.
      </p>
      <div className="my-data__actions">
        <button type="button" className="button button--ghost" onClick={exportData} disabled={exporting}>
          {exporting ? 'Preparando…' : 'Baixar meus dados'}
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={() => dialog.current?.showModal()}
          disabled={erasing}
        >
          Excluir minha conta
        </button>
      </div>
      <dialog ref={dialog} className="dialog" aria-labelledby={titleId} aria-describedby={textId}>
        <h2 id={titleId} className="dialog__title">
          Excluir sua conta?
        </h2>
        <p id={textId}>
          Sua conta, seu perfil, suas presenças em eventos, sua inscrição na newsletter e seu histórico de
          acesso serão apagados agora. Não é possível desfazer.
        </p>
        <div className="dialog__actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => dialog.current?.close()}
            disabled={erasing}
            autoFocus
          >
            Cancelar
          </button>
          <button type="button" className="button button--danger" onClick={eraseAccount} disabled={erasing}>
            {erasing ? 'Excluindo…' : 'Excluir definitivamente'}
          </button>
        </div>
      </dialog>
    </section>
  );
}

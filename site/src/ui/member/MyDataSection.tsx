import { BRAND } from '#shared/brand.ts';
import { downloadJson } from '#shared/download.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useFetcher, useNavigate, useRevalidator } from 'react-router';
import type { MemberDataResult } from '../../data/types.ts';
import { useToast } from '../../lib/toast-context.ts';

/** The file name of a data export, dated: 'meus-dados-elocx-2026-11-23.json'. */
export function exportFileName(date = new Date()): string {
  return `meus-dados-${BRAND.slug}-${date.toISOString().slice(0, 10)}.json`;
}

/** Posts one intent to routes/member-data.ts; the pt-BR reason of a refusal, or null. */
async function postMemberData(intent: 'erase'): Promise<string | null> {
  try {
    const response = await fetch('/member/dados', {
      method: 'POST',
      credentials: 'same-origin',
      body: new URLSearchParams({ intent }),
    });
    const result = (await response.json()) as MemberDataResult;
    return result.ok ? null : result.error;
  } catch {
    return 'Não foi possível conectar. Tente novamente.';
  }
}

/** 'Seus dados' in the member area: the LGPD export and the account erasure (art. 18), run on the server. */
export function MyDataSection() {
  const toast = useToast();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const { revalidate } = useRevalidator();
  const fetcher = useFetcher<MemberDataResult>();
  const exporting = fetcher.state !== 'idle';
  const [erasing, setErasing] = useState(false);
  const exported = fetcher.state === 'idle' ? fetcher.data : undefined;
  const handled = useRef<MemberDataResult | undefined>(undefined);

  useEffect(() => {
    if (!exported || handled.current === exported) return;
    handled.current = exported;
    if (!exported.ok) {
      toast({
        title: 'Não foi possível baixar seus dados',
        description: exported.error,
        variant: 'destructive',
      });
    } else if (exported.intent === 'export') {
      downloadJson(exportFileName(), exported.data);
      toast({ title: 'Download iniciado', description: 'Seus dados foram salvos em um arquivo JSON.' });
    }
  }, [exported, toast]);

  const exportData = () =>
    void fetcher.submit({ intent: 'export' }, { method: 'post', action: '/member/dados' });

  // Not a fetcher: the page this section lives on stops being the member's once the account is gone,
  // so the outcome is handled here before leaving for home (where every loader runs again, signed out).
  const eraseAccount = async () => {
    setErasing(true);
    const failure = await postMemberData('erase');
    if (failure) {
      setErasing(false);
      toast({ title: 'Não foi possível excluir sua conta', description: failure, variant: 'destructive' });
      return;
    }
    dialog.current?.close();
    toast({
      title: 'Conta excluída',
      description: 'Sua conta e seus dados foram apagados.',
      outlivesNavigation: true,
    });
    await navigate('/', { replace: true });
    await revalidate();
  };

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
          <button
            type="button"
            className="button button--danger"
            onClick={() => void eraseAccount()}
            disabled={erasing}
          >
            {erasing ? 'Excluindo…' : 'Excluir definitivamente'}
          </button>
        </div>
      </dialog>
    </section>
  );
}

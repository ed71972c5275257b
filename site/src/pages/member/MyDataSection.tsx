import { BRAND } from '../../../../shared/brand';
import { downloadJson } from '../../../../shared/download';
import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { forgetRsvps } from '../../lib/rsvp';
import { supabase } from '../../lib/supabase';
import { useToast } from '../../ui/toast-context';

/** The file name of a data export, dated: 'meus-dados-elocx-2026-11-23.json'. */
export function exportFileName(date = new Date()): string {
  return `meus-dados-${BRAND.slug}-${date.toISOString().slice(0, 10)}.json`;
}

/** 'Seus dados' in the member area: the LGPD export and the account erasure (art. 18). */
export function MyDataSection() {
  const toast = useToast();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const [exporting, setExporting] = useState(false);
  const [erasing, setErasing] = useState(false);

  const exportData = async () => {
    setExporting(true);
    const { data, error } = await supabase.rpc('export_member_data');
    setExporting(false);
    if (error) {
      toast({
        title: 'Não foi possível baixar seus dados',
        description: error.message,
        variant: 'destructive',
      });
      return;
    }
    downloadJson(exportFileName(), data);
    toast({ title: 'Download iniciado', description: 'Seus dados foram salvos em um arquivo JSON.' });
  };

  const eraseAccount = async () => {
    setErasing(true);
    const { error } = await supabase.rpc('erase_member_data');
    if (error) {
      setErasing(false);
      toast({
        title: 'Não foi possível excluir sua conta',
        description: error.message,
        variant: 'destructive',
      });
      return;
    }
    dialog.current?.close();
    forgetRsvps();
    // The account no longer exists: only the session kept in this browser is left to clear.
    await supabase.auth.signOut({ scope: 'local' });
    toast({ title: 'Conta excluída', description: 'Sua conta e seus dados foram apagados.' });
    void navigate('/', { replace: true });
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
          <button type="button" className="button button--danger" onClick={eraseAccount} disabled={erasing}>
            {erasing ? 'Excluindo…' : 'Excluir definitivamente'}
          </button>
        </div>
      </dialog>
    </section>
  );
}

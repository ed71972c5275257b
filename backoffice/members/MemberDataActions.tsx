import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext, useRefresh } from 'react-admin';
import type { Tables } from '#shared/database.types.ts';
import { BRAND } from '#shared/brand.ts';
import { downloadJson } from '#shared/download.ts';
import { useToast } from '../common/toast.tsx';
import { supabaseClient } from '../providers/supabaseClient.ts';
import { memberName } from './format.ts';

type Member = Tables<'members'>;

/**
 * LGPD requests received by e-mail: export a member's data (JSON) or erase their account, as the member
 * can do in their own area.
 */
export function MemberDataActions() {
  const member = useRecordContext<Member>();
  const toast = useToast();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!member) return null;
  const name = memberName(member.full_name);

  const exportData = async () => {
    setBusy(true);
    const { data, error } = await supabaseClient.rpc('export_member_data', { _member_id: member.id });
    setBusy(false);
    if (error) {
      toast({ title: 'Erro ao exportar dados', description: error.message, variant: 'error' });
      return;
    }
    downloadJson(`dados-${BRAND.slug}-${member.id}.json`, data);
    toast({ title: 'Dados exportados', description: `Arquivo JSON com os dados de ${name}.` });
  };

  const erase = async () => {
    setBusy(true);
    const { error } = await supabaseClient.rpc('erase_member_data', { _member_id: member.id });
    setBusy(false);
    setConfirming(false);
    if (error) {
      toast({ title: 'Erro ao excluir conta', description: error.message, variant: 'error' });
      return;
    }
    toast({ title: 'Conta excluída', description: `A conta e os dados de ${name} foram apagados.` });
    refresh();
  };

  return (
    // The row opens the member's page on click; these buttons (and their dialog) act here instead.
    <Stack direction="row" spacing={0.5} onClick={(event) => event.stopPropagation()}>
      <Tooltip title="Exportar dados (LGPD)">
        <span>
          <IconButton
            aria-label={`Exportar dados de ${name}`}
            onClick={exportData}
            disabled={busy}
            size="small"
          >
            <DownloadIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Excluir conta (LGPD)">
        <span>
          <IconButton
            aria-label={`Excluir conta de ${name}`}
            onClick={() => setConfirming(true)}
            disabled={busy}
            size="small"
            color="error"
          >
            <DeleteForeverIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title="Excluir conta do membro"
        content={`A conta de ${name}, o perfil, as presenças em eventos, a inscrição na newsletter e o histórico de acesso serão apagados. Use para um pedido de exclusão recebido por e-mail. Não é possível desfazer.`}
        confirm="Excluir definitivamente"
        cancel="Cancelar"
        confirmColor="warning"
        onConfirm={erase}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, EditButton, Show, useGetList, useRecordContext, useRefresh } from 'react-admin';
import { PageHeading } from '../common/PageHeading.tsx';
import { useToast } from '../common/toast.tsx';
import { supabaseClient } from '../providers/supabaseClient.ts';
import { audienceLabel, previewHtml, STATUS_LABELS, type CampaignRecord } from './content.ts';

interface Progress {
  pending: number;
  sending: number;
  sent: number;
  failed: number;
  total: number;
}

const DELIVERY_LABELS: Record<string, string> = {
  pending: 'Na fila',
  sending: 'Enviando',
  sent: 'Enviado',
  failed: 'Falhou',
};

/**
 * The send progress. While the campaign is sending, each refresh also asks the sender for one more
 * batch, so it goes quickly while the screen is open; the background scheduler finishes it otherwise.
 */
function useProgress(record: CampaignRecord) {
  return useQuery({
    queryKey: ['campaign-progress', record.id, record.status],
    queryFn: async (): Promise<Progress> => {
      if (record.status === 'sending') {
        await supabaseClient.functions.invoke('mail-campaigns', {
          body: { action: 'run', campaignId: record.id, limit: 20 },
        });
      }
      const { data, error } = await supabaseClient.rpc('mail_campaign_progress', { _campaign: record.id });
      if (error) throw error;
      return data as unknown as Progress;
    },
    refetchInterval: record.status === 'sending' ? 2000 : false,
  });
}

function Deliveries({ campaignId, version }: { campaignId: string; version: number }) {
  const { data } = useGetList(
    'mail_deliveries',
    {
      filter: { campaign_id: campaignId },
      pagination: { page: 1, perPage: 200 },
      sort: { field: 'id', order: 'ASC' },
    },
    { meta: { version } },
  );
  if (!data?.length) return null;
  return (
    <Box
      component="table"
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        '& td, & th': {
          p: 1,
          textAlign: 'left',
          borderBottom: 1,
          borderColor: 'divider',
          overflowWrap: 'anywhere',
        },
      }}
    >
      <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 8 }}>Destinatários</caption>
      <thead>
        <tr>
          <th scope="col">E-mail</th>
          <th scope="col">Situação</th>
          <th scope="col">Motivo</th>
        </tr>
      </thead>
      <tbody>
        {data.map((d) => (
          <tr key={d.id}>
            <td>{d.email}</td>
            <td>
              <Chip
                size="small"
                label={DELIVERY_LABELS[d.status] ?? d.status}
                color={d.status === 'sent' ? 'success' : d.status === 'failed' ? 'error' : 'default'}
              />
            </td>
            <td>{d.error ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

function SendPanel() {
  const record = useRecordContext<CampaignRecord>();
  const refresh = useRefresh();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const progress = useProgress(record!);
  if (!record) return null;
  const p = progress.data;
  const done = p ? p.sent + p.failed : 0;
  if (record.status === 'sending' && p && p.pending + p.sending === 0) refresh();

  const queue = async () => {
    setConfirming(false);
    const { error } = await supabaseClient.rpc('queue_mail_campaign', { _campaign: record.id });
    if (error) toast({ title: 'Erro ao enviar', description: error.message, variant: 'error' });
    else toast({ title: 'Envio iniciado', description: 'As mensagens saem em lotes, em segundo plano.' });
    refresh();
  };
  const retry = async () => {
    await supabaseClient.rpc('retry_mail_deliveries', { _campaign: record.id });
    await queryClient.invalidateQueries({ queryKey: ['campaign-progress'] });
    refresh();
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip label={STATUS_LABELS[record.status]} color={record.status === 'sent' ? 'success' : 'default'} />
        <Typography>{audienceLabel(record)}</Typography>
      </Stack>
      {record.status === 'draft' ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<SendIcon />} onClick={() => setConfirming(true)}>
            Enviar
          </Button>
          <EditButton label="Editar" variant="outlined" />
          <Confirm
            isOpen={confirming}
            title="Enviar esta mensagem?"
            content={`Ela será enviada para: ${audienceLabel(record).toLowerCase()}. Não é possível desfazer.`}
            confirm="Enviar"
            cancel="Cancelar"
            onConfirm={() => void queue()}
            onClose={() => setConfirming(false)}
          />
        </Stack>
      ) : (
        p && (
          <Box>
            <Typography sx={{ mb: 1 }}>
              {done} de {p.total} processados · {p.sent} enviados · {p.failed} com falha
            </Typography>
            <LinearProgress
              variant="determinate"
              value={p.total ? (done / p.total) * 100 : 100}
              aria-label="Progresso do envio"
            />
            {p.failed > 0 && (
              <Button sx={{ mt: 1 }} onClick={() => void retry()}>
                Tentar novamente
              </Button>
            )}
          </Box>
        )
      )}
      <Deliveries campaignId={record.id} version={done} />
    </Stack>
  );
}

function PreviewFrame() {
  const record = useRecordContext<CampaignRecord>();
  if (!record) return null;
  return (
    <Box
      component="iframe"
      title="Prévia do e-mail"
      sandbox=""
      srcDoc={previewHtml(record)}
      sx={{ width: '100%', height: 420, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
    />
  );
}

export function CampaignShow() {
  return (
    <>
      <PageHeading>Mensagem</PageHeading>
      <Show title="Mensagem" actions={false}>
        <Card variant="outlined" sx={{ border: 0 }}>
          <CardContent>
            <Stack spacing={2}>
              <SubjectLine />
              <SendPanel />
              <PreviewFrame />
            </Stack>
          </CardContent>
        </Card>
      </Show>
    </>
  );
}

function SubjectLine() {
  const record = useRecordContext<CampaignRecord>();
  return (
    <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
      {record?.subject}
    </Typography>
  );
}

import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { describeAuthError } from '#shared/authMessages.ts';
import { readLinkLanding } from '../auth/linkLanding.ts';
import { PageHeading } from '../common/PageHeading.tsx';
import { errorMessage } from '../common/errors.ts';
import { EmailSection } from './EmailSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';
import { useAuthUser } from './useAuthUser.ts';

type Notice = { ok: boolean; text: string } | null;

/** What the e-mail change links say when they land back here (first address confirmed, or a bad link). */
function emailChangeNotice(href: string): Notice {
  const landing = readLinkLanding(href);
  if (landing.kind === 'error') {
    return { ok: false, text: describeAuthError({ code: landing.code, __isAuthError: true }) };
  }
  if (new URL(href).searchParams.get('message')) {
    return {
      ok: true,
      text: 'Confirmação recebida. Agora abra o link enviado ao outro endereço para concluir a troca de e-mail.',
    };
  }
  return null;
}

function useEmailChangeLanding(): Notice {
  const [notice] = useState(() => emailChangeNotice(window.location.href));
  useEffect(() => {
    // The link's parameters are read once; a reload must not show the notice again.
    if (notice) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [notice]);
  return notice;
}

/** 'Minha conta': the signed-in admin's name, e-mail, password and two-factor sign-in. */
export function AccountPage() {
  const { user, error } = useAuthUser();
  const notice = useEmailChangeLanding();

  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeading>Minha conta</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Seus dados de acesso ao painel.
      </Typography>
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} sx={{ mb: 3 }}>
          {notice.text}
        </Alert>
      )}
      {error ? (
        <Alert severity="error">{describeAuthError(error, errorMessage)}</Alert>
      ) : !user ? (
        <CircularProgress aria-label="Carregando" />
      ) : (
        <>
          <ProfileSection user={user} />
          <EmailSection user={user} />
          <PasswordSection />
          <TwoFactorSection />
        </>
      )}
    </Box>
  );
}

export default AccountPage;

import { useEffect } from 'react';
import { StatusMessage } from '../ui/states';
import { usePageMeta } from '../ui/usePageMeta';

/** The admin sign-in belongs to the back-office app, a separate bundle: leave the site for it. */
export default function AdminLoginPage() {
  usePageMeta({ title: 'Login administrativo', description: 'Acesso ao painel administrativo.' });
  useEffect(() => {
    window.location.assign('/admin-auth');
  }, []);
  return (
    <div className="container section">
      <StatusMessage>Redirecionando…</StatusMessage>
      <p>
        <a href="/admin-auth">Ir para o login administrativo</a>
      </p>
    </div>
  );
}

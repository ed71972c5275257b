import { describe, expect, it } from 'vitest';
import { signInWording } from '#backoffice/auth/signInWording.ts';

describe('signInWording', () => {
  it("speaks /admin-auth's words by default", () => {
    for (const search of ['', '?entrada=outra', '?x=admin-login']) {
      expect(signInWording(search)).toEqual({
        failure: 'Erro no login',
        denied: 'Acesso negado',
        success: { title: 'Login realizado com sucesso', description: 'Bem-vindo ao painel administrativo.' },
      });
    }
  });

  it("keeps /admin-login's words for who came through that address", () => {
    expect(signInWording('?entrada=admin-login')).toEqual({
      failure: 'Falha no login',
      denied: 'Falha no login',
      success: { title: 'Bem-vindo(a)', description: 'Login realizado com sucesso.' },
    });
  });
});

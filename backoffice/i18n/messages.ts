import englishMessages from 'ra-language-english';
import brazilianPortugueseMessages from 'ra-language-pt-br';
import { mergeTranslations, type TranslationMessages } from 'react-admin';

/** ra-supabase ships English and French only: its keys in pt-BR. */
export const raSupabasePtBr = {
  'ra-supabase': {
    auth: {
      email: 'E-mail',
      confirm_password: 'Confirmar senha',
      sign_in_with: 'Entrar com %{provider}',
      forgot_password: 'Esqueceu a senha?',
      reset_password: 'Redefinir senha',
      password_reset: 'Sua senha foi redefinida. Você receberá um e-mail com um link para entrar.',
      missing_tokens: 'Os tokens de acesso e de atualização estão ausentes',
      back_to_login: 'Voltar ao login',
    },
    reset_password: {
      forgot_password: 'Esqueceu a senha?',
      forgot_password_details: 'Informe seu e-mail para receber as instruções.',
    },
    set_password: {
      new_password: 'Escolha sua senha',
    },
    validation: {
      password_mismatch: 'As senhas não coincidem.',
    },
  },
};

/** Keys react-admin 5.15 has that ra-language-pt-br 1.5.1 lacks, and a few wordings of our own. */
export const raCompletionsPtBr = {
  ra: {
    action: {
      reset: 'Redefinir',
      search_columns: 'Buscar colunas',
    },
    notification: {
      offline: 'Sem conexão. Não foi possível buscar os dados.',
    },
    validation: {
      unique: 'Este valor precisa ser único',
    },
    guesser: {
      empty: {
        title: 'Nenhum dado para exibir',
        message: 'Verifique o seu provedor de dados',
      },
    },
    page: {
      dashboard: 'Dashboard',
    },
  },
};

/** Every react-admin and ra-supabase message in pt-BR (English only as a last-resort fallback). */
export const ptBrMessages: TranslationMessages = mergeTranslations(
  englishMessages,
  brazilianPortugueseMessages,
  raCompletionsPtBr,
  raSupabasePtBr,
) as TranslationMessages;

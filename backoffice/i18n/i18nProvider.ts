import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ptBrMessages } from './messages.ts';

export const i18nProvider = polyglotI18nProvider(() => ptBrMessages, 'pt-BR', [
  { locale: 'pt-BR', name: 'Português (Brasil)' },
]);

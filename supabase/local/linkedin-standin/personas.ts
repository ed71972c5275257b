/**
 * Demo LinkedIn members offered by the local stand-in provider. The sign-in page shows one button per
 * persona labelled 'Entrar como {given} {family}'. Pictures are served by the stand-in itself.
 */
export interface Persona {
  /** OpenID subject, like LinkedIn's opaque member id. */
  sub: string;
  given_name: string;
  family_name: string;
  email: string;
  /** File name under supabase/local/linkedin-standin/pictures/. */
  picture: string;
  locale: 'pt_BR';
}

export const PERSONAS: readonly Persona[] = [
  {
    sub: 'li-mariana-costa',
    given_name: 'Mariana',
    family_name: 'Costa',
    email: 'mariana.costa@example.com.br',
    picture: 'mariana-costa.jpg',
    locale: 'pt_BR',
  },
  {
    sub: 'li-rafael-souza',
    given_name: 'Rafael',
    family_name: 'Souza',
    email: 'rafael.souza@example.com.br',
    picture: 'rafael-souza.jpg',
    locale: 'pt_BR',
  },
  {
    sub: 'li-juliana-alves',
    given_name: 'Juliana',
    family_name: 'Alves',
    email: 'juliana.alves@example.com.br',
    picture: 'juliana-alves.jpg',
    locale: 'pt_BR',
  },
  {
    sub: 'li-bruno-lima',
    given_name: 'Bruno',
    family_name: 'Lima',
    email: 'bruno.lima@example.com.br',
    picture: 'bruno-lima.jpg',
    locale: 'pt_BR',
  },
];

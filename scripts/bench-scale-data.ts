/**
 * The scale data set of `npm run bench -- --scale`, generated inside PostgreSQL (generate_series, a fixed
 * seed): 100,000 LinkedIn members with pt-BR names (Silva among the surnames), 10,000 events, 10,000 posts,
 * 5,000 courses and 5,000 jobs, then VACUUM ANALYZE so the planner and index-only scans see it as a
 * settled production table would be.
 */
export const SCALE_COUNTS = { members: 100_000, events: 10_000, posts: 10_000, courses: 5_000, jobs: 5_000 };

const FIRST_NAMES = [
  'Ana',
  'João',
  'Maria',
  'José',
  'Antônio',
  'Francisca',
  'Carlos',
  'Paulo',
  'Adriana',
  'Lucas',
  'Juliana',
  'Marcos',
  'Márcia',
  'Luiz',
  'Fernanda',
  'Gabriel',
  'Patrícia',
  'Rafael',
  'Aline',
  'Daniel',
  'Camila',
  'Marcelo',
  'Bruna',
  'Pedro',
  'Letícia',
  'Rodrigo',
  'Larissa',
  'Felipe',
  'Vanessa',
  'Thiago',
  'Beatriz',
  'Gustavo',
  'Amanda',
  'Eduardo',
  'Lúcia',
  'André',
  'Cláudia',
  'Fábio',
  'Renata',
  'Sérgio',
];
const SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
];
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'empresa.com.br', 'uol.com.br', 'yahoo.com.br'];

const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]::text[]`;

/** One script; `adminId` becomes the author of a fifth of the posts (its "Meus posts" list). */
export function scaleDataSql(adminId: string): string {
  const { members, events, posts, courses, jobs } = SCALE_COUNTS;
  return `
select setseed(0.42);

create temporary table scale_people on commit drop as
select
  i,
  extensions.gen_random_uuid() as id,
  (${sqlArray(FIRST_NAMES)})[1 + floor(random() * ${FIRST_NAMES.length})::int] as first_name,
  (${sqlArray(SURNAMES)})[1 + floor(random() * ${SURNAMES.length})::int] as middle_name,
  (${sqlArray(SURNAMES)})[1 + floor(random() * ${SURNAMES.length})::int] as last_name,
  (${sqlArray(DOMAINS)})[1 + floor(random() * ${DOMAINS.length})::int] as domain,
  now() - random() * interval '3 years' as created_at
from generate_series(1, ${members}) i;

insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change)
select '00000000-0000-0000-0000-000000000000', p.id, 'authenticated', 'authenticated',
  'membro' || p.i || '@scale.example.com.br', '', p.created_at,
  '{"provider": "linkedin_oidc", "providers": ["linkedin_oidc"]}', '{}', p.created_at, p.created_at,
  '', '', '', ''
from scale_people p;

insert into public.members (id, full_name, email, avatar_url, is_logged_in, login_count, last_login_at,
  created_at, linkedin_id, provider_name, profile_data)
select
  p.id,
  case when p.i % 50 = 0 then null else p.first_name || ' ' || p.middle_name || ' ' || p.last_name end,
  case when p.i % 40 = 0 then null
       else lower(translate(p.first_name || '.' || p.last_name, 'ãáâàéêíóôõúçÁÂÉÍÓÚ', 'aaaaeeioooucAAEIOU'))
            || p.i || '@' || p.domain end,
  case when p.i % 3 = 0 then null else 'https://media.licdn.com/dms/image/scale-' || p.i || '.jpg' end,
  random() < 0.08,
  floor(random() * 120)::int,
  case when p.i % 10 = 0 then null else p.created_at + random() * (now() - p.created_at) end,
  p.created_at,
  'li-scale-' || p.i,
  'linkedin_oidc',
  jsonb_build_object(
    'headline', 'Especialista em Experiência do Cliente na ' || p.last_name || ' ' || p.middle_name || ' S.A.',
    'locale', 'pt_BR',
    'location', (array['São Paulo, SP','Rio de Janeiro, RJ','Belo Horizonte, MG','Curitiba, PR','Recife, PE'])[1 + p.i % 5],
    'industry', 'Serviços ao consumidor',
    'summary', 'Lidero times de atendimento e sucesso do cliente há ' || (p.i % 20 + 2) || ' anos; '
      || 'interesses: jornada do cliente, NPS, CSAT, pesquisa com usuários, automação de atendimento.',
    'picture', 'https://media.licdn.com/dms/image/scale-' || p.i || '.jpg'
  )
from scale_people p;

insert into public.events (title, description, start_date, end_date, is_online, location, city, region,
  country, topics, is_active, created_at)
select
  'Encontro CX #' || i,
  'Um encontro da comunidade sobre experiência do cliente, com painéis e networking. Edição ' || i || '.',
  s, s + interval '3 hours', i % 3 = 0, 'Auditório ' || (i % 40), 'São Paulo', 'SP', 'Brasil',
  array['CX', 'Atendimento'], random() < 0.9, s - interval '60 days'
from (select i, now() - interval '2 years' + random() * interval '3 years' as s
      from generate_series(1, ${events}) i) e;

insert into public.posts (type, title, slug, excerpt, content, status, author_id, created_at, updated_at)
select
  t, 'Publicação ' || i, 'publicacao-' || i,
  'Resumo da publicação ' || i || ' sobre experiência do cliente.',
  repeat('Parágrafo sobre jornada do cliente, métricas e cultura de atendimento. ', 30),
  case when random() < 0.7 then 'published' else 'draft' end,
  case when i % 5 = 0 then '${adminId}'::uuid else null end,
  d, d
from (select i,
        case when i % 10 < 6 then 'blog' when i % 10 < 9 then 'news' else 'landing-pages' end as t,
        now() - random() * interval '3 years' as d
      from generate_series(1, ${posts}) i) p;

insert into public.courses (title, description, provider, category, level, language, url, source_platform,
  is_active, created_at)
select 'Curso de CX ' || i, 'Fundamentos e prática de experiência do cliente.', 'Escola CX ' || (i % 50),
  (array['Atendimento','Dados','Liderança','Pesquisa'])[1 + i % 4],
  (array['beginner','intermediate','advanced'])[1 + i % 3], 'Portuguese',
  'https://cursos.example.com.br/curso-' || i, 'manual', random() < 0.9, now() - random() * interval '3 years'
from generate_series(1, ${courses}) i;

insert into public.jobs (title, company, location, is_remote, employment_type, description, job_url, source,
  is_active, created_at)
select 'Analista de CX ' || i, 'Empresa ' || (i % 300), 'São Paulo, SP', i % 2 = 0, 'CLT',
  'Vaga para atuar com jornada do cliente e indicadores de satisfação.',
  'https://vagas.example.com.br/vaga-' || i, 'manual', random() < 0.8, now() - random() * interval '1 year'
from generate_series(1, ${jobs}) i;
`;
}

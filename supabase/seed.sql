-- Demo data of Elo CX for the local stack (also usable with `supabase db reset`).
-- Runs as superuser after the migrations. Fixed ids: tests/helpers/seed-ids.ts refers to them, and the
-- member statistics there are worked out by hand from the rows below; keep both in step.
--
-- Storage URLs point at the stack that runs the seed: supabase/local/migrate.ts sets elo.api_url and
-- elo.linkedin_url; the defaults are the Supabase CLI's ports.

create function pg_temp.api_url() returns text language sql stable as $$
  select rtrim(coalesce(nullif(current_setting('elo.api_url', true), ''), 'http://127.0.0.1:54321'), '/')
$$;
create function pg_temp.linkedin_url() returns text language sql stable as $$
  select rtrim(coalesce(nullif(current_setting('elo.linkedin_url', true), ''), 'http://127.0.0.1:54326'), '/')
$$;
create function pg_temp.public_file(bucket text, name text) returns text language sql stable as $$
  select pg_temp.api_url() || '/storage/v1/object/public/' || bucket || '/' || name
$$;
-- Midnight UTC of today plus whole days and an hour: events keep tidy times.
create function pg_temp.day_at(days integer, hour integer) returns timestamptz language sql stable as $$
  select date_trunc('day', now()) + make_interval(days => days, hours => hour)
$$;

-- ---------------------------------------------------------------------------------------------------
-- Team accounts (e-mail and password), written as the auth service writes them.
-- ---------------------------------------------------------------------------------------------------
create temporary table seed_team (id uuid, email text, password text, is_admin boolean);
insert into seed_team values
  ('a0000000-0000-4000-8000-000000000001', 'admin@elocx.com.br', 'EloCX-admin-2026', true),
  ('a0000000-0000-4000-8000-000000000002', 'editor.pendente@elocx.com.br', 'Pendente-2026', false);

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000', t.id, 'authenticated', 'authenticated', t.email,
  extensions.crypt(t.password, extensions.gen_salt('bf', 10)),
  now() - interval '400 days', null,
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  '{"email_verified": true}'::jsonb,
  now() - interval '400 days', now() - interval '400 days',
  '', '', '', ''
from seed_team t;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select
  t.id::text, t.id,
  jsonb_build_object('sub', t.id::text, 'email', t.email, 'email_verified', true, 'phone_verified', false),
  'email', null, now() - interval '400 days', now() - interval '400 days'
from seed_team t;

insert into public.user_roles (user_id, role, created_at)
select t.id, 'admin', now() - interval '400 days' from seed_team t where t.is_admin;

-- ---------------------------------------------------------------------------------------------------
-- LinkedIn members 01..20 (tests/helpers/seed-ids.ts: SEED_MEMBER_STATS).
--   login_count sum 140 (average 7.00); last login within 30 days: 01..12; never: 19, 20;
--   logged in now: 01, 02, 03, 05, 08. No avatar: 07, 19. No name: 20.
--   Created 385 + 5*n days ago: 01 is the newest.
-- ---------------------------------------------------------------------------------------------------
create temporary table seed_members (
  n integer, given_name text, family_name text, email text,
  login_count integer, last_login_days integer, is_logged_in boolean, has_avatar boolean
);
insert into seed_members values
  (1, 'Ana', 'Ribeiro', 'ana.ribeiro@example.com.br', 12, 1, true, true),
  (2, 'Carlos', 'Mendes', 'carlos.mendes@example.com.br', 3, 2, true, true),
  (3, 'Fernanda', 'Oliveira', 'fernanda.oliveira@example.com.br', 7, 3, true, true),
  (4, 'Gustavo', 'Pereira', 'gustavo.pereira@example.com.br', 1, 5, false, true),
  (5, 'Patrícia', 'Gomes', 'patricia.gomes@example.com.br', 25, 7, true, true),
  (6, 'Lucas', 'Martins', 'lucas.martins@example.com.br', 4, 10, false, true),
  (7, 'Camila', 'Rocha', 'camila.rocha@example.com.br', 9, 12, false, false),
  (8, 'Thiago', 'Carvalho', 'thiago.carvalho@example.com.br', 2, 15, true, true),
  (9, 'Beatriz', 'Nunes', 'beatriz.nunes@example.com.br', 15, 18, false, true),
  (10, 'Rodrigo', 'Barbosa', 'rodrigo.barbosa@example.com.br', 6, 20, false, true),
  (11, 'Larissa', 'Teixeira', 'larissa.teixeira@example.com.br', 1, 25, false, true),
  (12, 'Eduardo', 'Cardoso', 'eduardo.cardoso@example.com.br', 8, 28, false, true),
  (13, 'Aline', 'Moreira', 'aline.moreira@example.com.br', 3, 40, false, true),
  (14, 'Felipe', 'Araújo', 'felipe.araujo@example.com.br', 11, 60, false, true),
  (15, 'Vanessa', 'Correia', 'vanessa.correia@example.com.br', 5, 90, false, true),
  (16, 'Marcelo', 'Dias', 'marcelo.dias@example.com.br', 2, 120, false, true),
  (17, 'Renata', 'Castro', 'renata.castro@example.com.br', 18, 200, false, true),
  (18, 'André', 'Pinto', 'andre.pinto@example.com.br', 8, 365, false, true),
  (19, 'Tatiane', 'Freitas', 'tatiane.freitas@example.com.br', 0, null, false, false),
  (20, null, null, 'membro.sem.nome@example.com.br', 0, null, false, true);

create temporary table seed_member_rows as
select
  ('10000000-0000-4000-8000-' || lpad(m.n::text, 12, '0'))::uuid as id,
  'li-membro-' || lpad(m.n::text, 2, '0') as sub,
  nullif(concat_ws(' ', m.given_name, m.family_name), '') as full_name,
  m.email,
  case when m.has_avatar then pg_temp.linkedin_url() || '/pictures/member-' || lpad(m.n::text, 2, '0') || '.jpg' end
    as picture,
  m.login_count,
  case when m.last_login_days is not null then now() - make_interval(days => m.last_login_days) end as last_login_at,
  m.is_logged_in,
  now() - make_interval(days => 385 + 5 * m.n) as created_at,
  m.given_name,
  m.family_name
from seed_members m;

-- raw_user_meta_data as the auth service stores LinkedIn's OpenID claims.
create temporary table seed_member_meta as
select
  r.id,
  jsonb_strip_nulls(jsonb_build_object(
    'iss', 'https://www.linkedin.com/oauth',
    'sub', r.sub,
    'name', r.full_name,
    'given_name', r.given_name,
    'family_name', r.family_name,
    'picture', r.picture,
    'email', r.email,
    'email_verified', true,
    'locale', 'pt_BR',
    'provider_id', r.sub,
    'phone_verified', false
  )) as meta
from seed_member_rows r;

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000', r.id, 'authenticated', 'authenticated', r.email, '',
  r.created_at, r.last_login_at,
  '{"provider": "linkedin_oidc", "providers": ["linkedin_oidc"]}'::jsonb,
  mm.meta, r.created_at, coalesce(r.last_login_at, r.created_at),
  '', '', '', ''
from seed_member_rows r
join seed_member_meta mm using (id);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select r.sub, r.id, mm.meta, 'linkedin_oidc', r.last_login_at, r.created_at, coalesce(r.last_login_at, r.created_at)
from seed_member_rows r
join seed_member_meta mm using (id);

insert into public.members (
  id, full_name, email, avatar_url, is_logged_in, login_count, last_login_at, created_at,
  linkedin_id, provider_name, profile_data
)
select
  r.id, r.full_name, r.email, r.picture, r.is_logged_in, r.login_count, r.last_login_at, r.created_at,
  r.sub, 'linkedin_oidc', mm.meta
from seed_member_rows r
join seed_member_meta mm using (id);

-- ---------------------------------------------------------------------------------------------------
-- Ambassadors (one inactive).
-- ---------------------------------------------------------------------------------------------------
insert into public.ambassadors (id, name, company, specialties, photo_url, linkedin_url, is_active, created_at) values
  ('b0000000-0000-4000-8000-000000000001', 'Helena Vasconcelos', 'Grupo Aurora Varejo',
   'Jornada do cliente, Voz do cliente, Varejo omnicanal',
   pg_temp.public_file('ambassador-photos', 'ambassador-01.jpg'),
   'https://www.linkedin.com/in/helena-vasconcelos-cx', true, now() - interval '90 days'),
  ('b0000000-0000-4000-8000-000000000002', 'Ricardo Nogueira', 'Banco Horizonte Digital',
   'Customer Success, Retenção, Métricas de lealdade',
   pg_temp.public_file('ambassador-photos', 'ambassador-02.jpg'),
   'https://www.linkedin.com/in/ricardo-nogueira-cs', true, now() - interval '85 days'),
  ('b0000000-0000-4000-8000-000000000003', 'Sofia Albuquerque', 'Saúde Mais Clínicas',
   'Design de serviços, Pesquisa com usuários, Saúde',
   pg_temp.public_file('ambassador-photos', 'ambassador-03.jpg'),
   'https://www.linkedin.com/in/sofia-albuquerque-ux', true, now() - interval '80 days'),
  ('b0000000-0000-4000-8000-000000000004', 'Daniel Figueiredo', 'Conecta Telecom',
   'Atendimento omnicanal, Automação, IA no atendimento',
   pg_temp.public_file('ambassador-photos', 'ambassador-04.jpg'),
   'https://www.linkedin.com/in/daniel-figueiredo-cx', true, now() - interval '75 days'),
  ('b0000000-0000-4000-8000-000000000005', 'Marina Tavares', 'Viaja Bem Turismo',
   'NPS, Cultura centrada no cliente, Liderança',
   pg_temp.public_file('ambassador-photos', 'ambassador-05.jpg'),
   'https://www.linkedin.com/in/marina-tavares-cx', true, now() - interval '70 days'),
  ('b0000000-0000-4000-8000-000000000006', 'Otávio Lacerda', 'Logística Rota Sul',
   'Operações de atendimento, Workforce management',
   pg_temp.public_file('ambassador-photos', 'ambassador-06.jpg'),
   'https://www.linkedin.com/in/otavio-lacerda-ops', false, now() - interval '65 days');

-- ---------------------------------------------------------------------------------------------------
-- Events: past and upcoming, online and in person (one inactive). Hours in UTC (19h = 16h in Brasília).
-- ---------------------------------------------------------------------------------------------------
insert into public.events (
  id, title, description, start_date, end_date, is_online, location, city, region, country, topics,
  external_link, is_active, author_id, created_at
) values
  ('e0000000-0000-4000-8000-000000000001', 'Meetup Elo CX São Paulo: Jornada do Cliente',
   'Uma noite para trocar experiências sobre mapeamento de jornadas no varejo, com cases de três empresas e networking.',
   pg_temp.day_at(-60, 21), pg_temp.day_at(-60, 24), false, 'Espaço Vila Madalena, Rua Aspicuelta, 300',
   'São Paulo', 'SP', 'Brasil', array['Jornada do cliente', 'Mapeamento', 'Varejo'],
   'https://www.sympla.com.br/evento/meetup-elo-cx-sao-paulo', true,
   'a0000000-0000-4000-8000-000000000001', now() - interval '90 days'),
  ('e0000000-0000-4000-8000-000000000002', 'Webinar: NPS além da nota',
   'Como transformar comentários de NPS em planos de ação que chegam até a operação.',
   pg_temp.day_at(-30, 22), pg_temp.day_at(-30, 23), true, null, null, null, null,
   array['NPS', 'Voz do cliente'],
   'https://www.youtube.com/@elocx', true, 'a0000000-0000-4000-8000-000000000001', now() - interval '50 days'),
  ('e0000000-0000-4000-8000-000000000003', 'CX Summit Nordeste',
   'Dois dias de palestras e oficinas com líderes de experiência do cliente do Nordeste.',
   pg_temp.day_at(-14, 12), pg_temp.day_at(-13, 21), false, 'Centro de Convenções Mar Azul',
   'Recife', 'PE', 'Brasil', array['Liderança', 'Cultura', 'Atendimento', 'Omnicanal', 'IA'],
   'https://www.sympla.com.br/evento/cx-summit-nordeste', true,
   'a0000000-0000-4000-8000-000000000001', now() - interval '45 days'),
  ('e0000000-0000-4000-8000-000000000004', 'Roda de conversa: Customer Success B2B',
   'Bate-papo aberto sobre onboarding, health score e expansão de contas em empresas B2B.',
   pg_temp.day_at(-3, 22), pg_temp.day_at(-3, 23), true, null, null, null, null,
   array['Customer Success', 'B2B', 'Retenção'],
   'https://meet.elocx.com.br/roda-cs-b2b', true, 'a0000000-0000-4000-8000-000000000001', now() - interval '20 days'),
  ('e0000000-0000-4000-8000-000000000005', 'Encontro Elo CX Rio de Janeiro',
   'Encontro presencial da comunidade no Rio: painel sobre experiência em serviços financeiros e networking.',
   pg_temp.day_at(7, 21), pg_temp.day_at(7, 24), false, 'Casa Porto, Praça Mauá, 10',
   'Rio de Janeiro', 'RJ', 'Brasil',
   array['Experiência do cliente', 'Networking', 'Serviços financeiros', 'Design de serviços'],
   'https://www.sympla.com.br/evento/encontro-elo-cx-rio', true,
   'a0000000-0000-4000-8000-000000000001', now() - interval '15 days'),
  ('e0000000-0000-4000-8000-000000000006', 'Webinar: IA generativa no atendimento',
   'Onde a IA generativa já traz resultado no atendimento e onde ainda é melhor ter uma pessoa.',
   pg_temp.day_at(12, 22), pg_temp.day_at(12, 23), true, null, null, null, null,
   array['IA', 'Atendimento', 'Automação'],
   'https://www.youtube.com/@elocx', true, 'a0000000-0000-4000-8000-000000000001', now() - interval '10 days'),
  ('e0000000-0000-4000-8000-000000000007', 'Workshop de Design de Serviços',
   'Oficina prática de blueprint de serviços, com exercícios em grupo e materiais para levar para casa.',
   pg_temp.day_at(20, 12), pg_temp.day_at(20, 20), false, 'Hub Savassi, Rua Pernambuco, 1000',
   'Belo Horizonte', 'MG', 'Brasil', array['Design de serviços', 'Blueprint', 'Pesquisa'],
   'https://www.sympla.com.br/evento/workshop-design-de-servicos-bh', true,
   'a0000000-0000-4000-8000-000000000001', now() - interval '8 days'),
  ('e0000000-0000-4000-8000-000000000008', 'Meetup Elo CX Porto Alegre',
   'Cases gaúchos de experiência do cliente no agronegócio e no varejo, seguidos de networking.',
   pg_temp.day_at(35, 21), pg_temp.day_at(35, 24), false, 'Vila Flores, Rua São Carlos, 753',
   'Porto Alegre', 'RS', 'Brasil', array['Varejo', 'Agronegócio', 'Networking'],
   'https://www.sympla.com.br/evento/meetup-elo-cx-porto-alegre', true,
   'a0000000-0000-4000-8000-000000000001', now() - interval '6 days'),
  ('e0000000-0000-4000-8000-000000000009', 'CX Day Curitiba',
   'Um dia inteiro sobre experiência do cliente com trilhas de liderança, dados e atendimento.',
   pg_temp.day_at(60, 12), pg_temp.day_at(60, 21), false, 'Teatro Positivo, Rua Pedro Viriato Parigot de Souza, 5300',
   'Curitiba', 'PR', 'Brasil', array['Liderança', 'Dados', 'Atendimento', 'Métricas', 'Cultura'],
   'https://www.sympla.com.br/evento/cx-day-curitiba', true,
   'a0000000-0000-4000-8000-000000000001', now() - interval '4 days'),
  ('e0000000-0000-4000-8000-000000000010', 'Meetup Elo CX Florianópolis',
   'Encontro adiado; uma nova data será divulgada em breve.',
   pg_temp.day_at(45, 21), pg_temp.day_at(45, 24), false, 'Centro Sapiens',
   'Florianópolis', 'SC', 'Brasil', array['Networking', 'Tecnologia'],
   'https://www.sympla.com.br/evento/meetup-elo-cx-florianopolis', false,
   'a0000000-0000-4000-8000-000000000001', now() - interval '3 days');

-- ---------------------------------------------------------------------------------------------------
-- Courses: manual, Coursera and Udemy (one inactive). Images live in post-covers/courses/.
-- ---------------------------------------------------------------------------------------------------
insert into public.courses (
  id, title, description, provider, category, level, language, url, image_url, source_platform, is_active, created_at
) values
  ('c0000000-0000-4000-8000-000000000001', 'Fundamentos de Customer Experience',
   'Conceitos essenciais de CX: jornada, pontos de contato, métricas e governança.', 'Elo CX Academy',
   'Customer Experience', 'beginner', 'Portuguese', 'https://academy.elocx.com.br/fundamentos-de-cx',
   pg_temp.public_file('post-covers', 'courses/course-01.jpg'), 'manual', true, now() - interval '60 days'),
  ('c0000000-0000-4000-8000-000000000002', 'Jornada do Cliente na Prática',
   'Do mapa de jornada ao plano de ação: oficinas guiadas com modelos prontos.', 'Elo CX Academy',
   'Customer Experience', 'intermediate', 'Portuguese', 'https://academy.elocx.com.br/jornada-do-cliente-na-pratica',
   pg_temp.public_file('post-covers', 'courses/course-02.jpg'), 'manual', true, now() - interval '58 days'),
  ('c0000000-0000-4000-8000-000000000003', 'NPS e Métricas de Lealdade',
   'NPS, CSAT e CES: como medir, interpretar e agir sobre os resultados.', 'Instituto Brasileiro de Relacionamento',
   'Métricas', 'intermediate', 'Portuguese', 'https://cursos.ibrel.com.br/nps-e-metricas-de-lealdade',
   pg_temp.public_file('post-covers', 'courses/course-03.jpg'), 'manual', true, now() - interval '56 days'),
  ('c0000000-0000-4000-8000-000000000004', 'Customer Success para SaaS',
   'Onboarding, health score, renovação e expansão para empresas de software.', 'Escola de Sucesso do Cliente',
   'Customer Success', 'advanced', 'Portuguese', 'https://escolasucessodocliente.com.br/cs-para-saas',
   pg_temp.public_file('post-covers', 'courses/course-04.jpg'), 'manual', true, now() - interval '54 days'),
  ('c0000000-0000-4000-8000-000000000005', 'Service Design',
   'Blueprints, prototipagem de serviços e testes com clientes reais.', 'Universidade Horizonte',
   'Design de Serviços', 'intermediate', 'English', 'https://www.coursera.org/learn/service-design-elocx-demo',
   pg_temp.public_file('post-covers', 'courses/course-05.jpg'), 'Coursera', true, now() - interval '52 days'),
  ('c0000000-0000-4000-8000-000000000006', 'User Research Methods',
   'Entrevistas, diários e testes de usabilidade para entender o cliente.', 'Universidade Horizonte',
   'Pesquisa', 'beginner', 'English', 'https://www.coursera.org/learn/user-research-methods-elocx-demo',
   pg_temp.public_file('post-covers', 'courses/course-06.jpg'), 'Coursera', true, now() - interval '50 days'),
  ('c0000000-0000-4000-8000-000000000007', 'Atención al Cliente de Excelencia',
   'Técnicas de atendimento, empatia e resolução no primeiro contato.', 'Universidad del Pacífico Digital',
   'Atendimento', 'beginner', 'Spanish', 'https://www.coursera.org/learn/atencion-al-cliente-elocx-demo',
   pg_temp.public_file('post-covers', 'courses/course-07.jpg'), 'Coursera', true, now() - interval '48 days'),
  ('c0000000-0000-4000-8000-000000000008', 'Customer Analytics',
   'Dados de clientes para decisões: segmentação, churn e valor do cliente.', 'Faculdade Atlântica de Negócios',
   'Dados', 'advanced', 'English', 'https://www.coursera.org/learn/customer-analytics-elocx-demo',
   pg_temp.public_file('post-covers', 'courses/course-08.jpg'), 'Coursera', true, now() - interval '46 days'),
  ('c0000000-0000-4000-8000-000000000009', 'Liderança de Times de Atendimento',
   'Gestão de pessoas, indicadores operacionais e rituais para times de atendimento.', 'Prof. Juliana Prado',
   'Liderança', 'intermediate', 'Portuguese', 'https://www.udemy.com/course/lideranca-times-atendimento-elocx-demo/',
   pg_temp.public_file('post-covers', 'courses/course-09.jpg'), 'Udemy', true, now() - interval '44 days'),
  ('c0000000-0000-4000-8000-000000000010', 'Comunicação Empática com Clientes',
   'Escuta ativa, linguagem positiva e como lidar com clientes insatisfeitos.', 'Prof. Marcos Antunes',
   'Atendimento', 'beginner', 'Portuguese', 'https://www.udemy.com/course/comunicacao-empatica-elocx-demo/',
   pg_temp.public_file('post-covers', 'courses/course-10.jpg'), 'Udemy', true, now() - interval '42 days'),
  ('c0000000-0000-4000-8000-000000000011', 'Customer Experience Management',
   'Estratégia de CX, governança e retorno sobre investimento.', 'Prof. Daniel Weber',
   'Customer Experience', 'advanced', 'English', 'https://www.udemy.com/course/customer-experience-management-elocx-demo/',
   pg_temp.public_file('post-covers', 'courses/course-11.jpg'), 'Udemy', true, now() - interval '40 days'),
  ('c0000000-0000-4000-8000-000000000012', 'Voz do Cliente com IA',
   'Análise de comentários com IA para priorizar melhorias (turma encerrada).', 'Prof. Carla Menezes',
   'Dados', 'intermediate', 'Portuguese', 'https://www.udemy.com/course/voz-do-cliente-com-ia-elocx-demo/',
   pg_temp.public_file('post-covers', 'courses/course-12.jpg'), 'Udemy', false, now() - interval '38 days');

-- ---------------------------------------------------------------------------------------------------
-- Blog (8 published, 2 drafts), news (4) and landing pages (1 published, 1 draft), all by the admin.
-- ---------------------------------------------------------------------------------------------------
insert into public.posts (
  id, type, title, slug, excerpt, content, cover_image_url, status, published_at, author_id, created_at,
  seo_meta_title, seo_meta_description
) values
  ('d0000000-0000-4000-8000-000000000001', 'blog', 'Mapeando a jornada do cliente de ponta a ponta',
   'mapeando-a-jornada-do-cliente',
   'Um roteiro prático para mapear a jornada real do cliente, envolver as áreas e priorizar o que corrigir primeiro.',
   $md$## Por que mapear a jornada

Sem um mapa, cada área enxerga só o seu pedaço da experiência. O mapa da jornada mostra **o caminho que o cliente de fato percorre**, com os momentos em que ele se frustra.

## Passo a passo

1. Escolha uma persona e um objetivo concreto (por exemplo, contratar um plano).
2. Liste as etapas do ponto de vista do cliente, não do organograma.
3. Para cada etapa, registre canais, emoções e dores.
4. Valide o mapa com clientes reais e com a linha de frente.

## O que fazer depois

- Priorize as dores que mais afetam a lealdade.
- Defina um dono para cada melhoria.
- Revise o mapa a cada trimestre.

> Um mapa de jornada que não gera ação é só um pôster bonito.
$md$,
   pg_temp.public_file('post-covers', 'blog/jornada-do-cliente.jpg'), 'published', now() - interval '3 days',
   'a0000000-0000-4000-8000-000000000001', now() - interval '5 days', null, null),
  ('d0000000-0000-4000-8000-000000000002', 'blog', 'NPS além da nota: o que fazer com os comentários',
   'nps-alem-da-nota',
   'A nota do NPS diz quanto; os comentários dizem por quê. Veja como organizar e agir sobre eles.',
   $md$## A nota não basta

O NPS é ótimo para acompanhar tendências, mas sozinho não diz **o que mudar**. A resposta está nos comentários.

## Organizando os comentários

- Crie uma lista curta de temas (entrega, preço, atendimento, produto).
- Classifique cada comentário em um ou mais temas.
- Cruze temas com a nota para ver o que mais pesa nos detratores.

## Fechando o ciclo

1. Ligue para detratores em até 48 horas.
2. Registre a causa raiz.
3. Conte ao cliente o que mudou por causa dele.
$md$,
   pg_temp.public_file('post-covers', 'blog/nps-alem-da-nota.jpg'), 'published', now() - interval '10 days',
   'a0000000-0000-4000-8000-000000000001', now() - interval '12 days', null, null),
  ('d0000000-0000-4000-8000-000000000003', 'blog', 'Cultura centrada no cliente começa na liderança',
   'cultura-centrada-no-cliente',
   'Sem exemplo da liderança, nenhum programa de CX se sustenta. Rituais simples que fazem diferença.',
   $md$## O exemplo vem de cima

Quando a diretoria pergunta primeiro pelo cliente, o resto da empresa aprende a fazer o mesmo.

## Rituais que funcionam

- Abrir a reunião mensal com uma história real de cliente.
- Executivos ouvindo ligações do atendimento uma vez por mês.
- Metas de experiência no painel da diretoria, ao lado das financeiras.

## Como medir o avanço

Acompanhe a participação dos líderes nesses rituais e a velocidade de resolução das dores priorizadas.
$md$,
   pg_temp.public_file('post-covers', 'blog/cultura-centrada-no-cliente.jpg'), 'published', now() - interval '18 days',
   'a0000000-0000-4000-8000-000000000001', now() - interval '20 days', null, null),
  ('d0000000-0000-4000-8000-000000000004', 'blog', 'Atendimento omnicanal sem perder o contexto',
   'atendimento-omnicanal-sem-perder-o-contexto',
   'O cliente muda de canal; a conversa não deveria recomeçar do zero. Princípios para um omnicanal de verdade.',
   $md$## Multicanal não é omnicanal

Ter WhatsApp, chat, e-mail e telefone é multicanal. Omnicanal é quando **o histórico acompanha o cliente** em todos eles.

## Princípios

1. Um identificador único de cliente em todos os canais.
2. Histórico visível para quem atende, em qualquer canal.
3. Transferências sem pedir os mesmos dados de novo.

## Armadilhas comuns

- Metas por canal que incentivam empurrar o cliente para outro canal.
- Bots sem saída para um atendente humano.
$md$,
   pg_temp.public_file('post-covers', 'blog/atendimento-omnicanal.jpg'), 'published', now() - interval '25 days',
   'a0000000-0000-4000-8000-000000000001', now() - interval '27 days', null, null),
  ('d0000000-0000-4000-8000-000000000005', 'blog', 'IA no atendimento: onde ela ajuda de verdade',
   'ia-no-atendimento',
   'Resumo de conversas, sugestão de respostas e triagem: usos de IA que já dão resultado nas operações brasileiras.',
   $md$## Comece pelo atendente

Os ganhos mais rápidos da IA aparecem **apoiando quem atende**, não substituindo.

## Usos que já funcionam

- Resumo automático da conversa ao transferir o cliente.
- Sugestão de respostas com base na base de conhecimento.
- Triagem de e-mails por assunto e urgência.

## Cuidados

1. Revise as respostas sugeridas antes de automatizar.
2. Deixe claro ao cliente quando ele fala com um robô.
3. Meça a resolução, não só o tempo de atendimento.
$md$,
   pg_temp.public_file('post-covers', 'blog/ia-no-atendimento.jpg'), 'published', now() - interval '40 days',
   'a0000000-0000-4000-8000-000000000001', now() - interval '42 days', null, null),
  ('d0000000-0000-4000-8000-000000000006', 'blog', 'Programas de voz do cliente que geram ação',
   'programas-de-voz-do-cliente',
   'Pesquisas, entrevistas e dados de atendimento reunidos em um programa que muda decisões.',
   $md$## Fontes de escuta

- Pesquisas transacionais e relacionais.
- Entrevistas em profundidade.
- Motivos de contato do atendimento.
- Avaliações em lojas de aplicativos e sites de reclamação.

## Da escuta à ação

1. Consolide as fontes em temas comuns.
2. Leve os temas ao comitê de CX todo mês.
3. Acompanhe cada ação até o impacto na métrica.

## Comunicação

Compartilhe as vitórias com toda a empresa: isso mantém o programa vivo.
$md$,
   pg_temp.public_file('post-covers', 'blog/voz-do-cliente.jpg'), 'published', now() - interval '55 days',
   'a0000000-0000-4000-8000-000000000001', now() - interval '57 days', null, null),
  ('d0000000-0000-4000-8000-000000000007', 'blog', 'Customer Success em empresas B2B brasileiras',
   'customer-success-b2b',
   'Como times de Customer Success brasileiros estruturam onboarding, acompanhamento e expansão de contas.',
   $md$## O papel do Customer Success

Customer Success garante que o cliente **alcance o resultado** que o fez comprar.

## Estrutura típica

- Onboarding com marcos claros nos primeiros 90 dias.
- Health score com uso, suporte e relacionamento.
- Revisões de negócio trimestrais com as contas maiores.

## Indicadores

1. Retenção bruta e líquida de receita.
2. Tempo até o primeiro valor.
3. Expansão por conta.
$md$,
   pg_temp.public_file('post-covers', 'blog/customer-success-b2b.jpg'), 'published', now() - interval '70 days',
   'a0000000-0000-4000-8000-000000000001', now() - interval '72 days', null, null),
  ('d0000000-0000-4000-8000-000000000008', 'blog', 'As métricas de CX que a diretoria entende',
   'metricas-de-cx-para-a-diretoria',
   'Traduzir experiência em receita, custo e risco é o caminho para ganhar espaço na agenda da diretoria.',
   $md$## Fale a língua do negócio

A diretoria decide com base em receita, custo e risco. Conecte suas métricas de CX a esses três pontos.

## Exemplos

- Clientes promotores compram mais vezes? Mostre a diferença de receita.
- Contatos evitáveis custam quanto por mês?
- Qual receita está em risco nas contas com saúde baixa?

## Um painel enxuto

1. Uma métrica de lealdade.
2. Uma métrica de esforço.
3. Um indicador financeiro ligado às duas.
$md$,
   pg_temp.public_file('post-covers', 'blog/metricas-de-cx.jpg'), 'published', now() - interval '90 days',
   'a0000000-0000-4000-8000-000000000001', now() - interval '92 days', null, null),
  ('d0000000-0000-4000-8000-000000000009', 'blog', 'CX no varejo físico depois do digital',
   'cx-no-varejo-fisico',
   'Rascunho: o que a loja física aprendeu com o digital.',
   $md$## Rascunho

- Filas e provadores
- Estoque integrado
- Vendedor com o histórico do cliente
$md$,
   pg_temp.public_file('post-covers', 'blog/rascunho-cx-varejo.jpg'), 'draft', null,
   'a0000000-0000-4000-8000-000000000001', now() - interval '2 days', null, null),
  ('d0000000-0000-4000-8000-000000000010', 'blog', 'Entrevista com embaixadores da comunidade',
   'entrevista-com-embaixadores',
   null,
   $md$## Perguntas

1. Como você começou em CX?
2. Qual o maior desafio da sua área hoje?
$md$,
   null, 'draft', null, 'a0000000-0000-4000-8000-000000000001', now() - interval '1 day', null, null),
  ('d0000000-0000-4000-8000-000000000011', 'news', 'Comunidade Elo CX chega a mil membros',
   'comunidade-chega-a-mil-membros',
   'Em poucos meses, a comunidade reuniu mil profissionais de experiência do cliente de todo o Brasil.',
   $md$## Mil membros

A comunidade Elo CX alcançou **mil membros** vindos de todas as regiões do país.

## Próximos passos

- Novos encontros presenciais em cinco capitais.
- Trilhas de conteúdo para quem está começando.
$md$,
   pg_temp.public_file('post-covers', 'news/comunidade-1000-membros.jpg'), 'published', now() - interval '6 days',
   'a0000000-0000-4000-8000-000000000001', now() - interval '6 days', null, null),
  ('d0000000-0000-4000-8000-000000000012', 'news', 'Encontro presencial no Rio de Janeiro confirmado',
   'encontro-rio-de-janeiro-confirmado',
   'As inscrições para o encontro da comunidade no Rio de Janeiro estão abertas.',
   $md$## Inscrições abertas

O encontro acontece na Casa Porto, no centro do Rio. As vagas são limitadas.

- Painel sobre serviços financeiros
- Networking com a comunidade
$md$,
   pg_temp.public_file('post-covers', 'news/encontro-rio-de-janeiro.jpg'), 'published', now() - interval '14 days',
   'a0000000-0000-4000-8000-000000000001', now() - interval '14 days', null, null),
  ('d0000000-0000-4000-8000-000000000013', 'news', 'Conheça os novos embaixadores da comunidade',
   'novos-embaixadores',
   'Cinco líderes de CX passam a representar a comunidade em suas regiões.',
   $md$## Boas-vindas

Os novos embaixadores vão organizar encontros locais e apoiar quem chega à comunidade.
$md$,
   pg_temp.public_file('post-covers', 'news/novos-embaixadores.jpg'), 'published', now() - interval '35 days',
   'a0000000-0000-4000-8000-000000000001', now() - interval '35 days', null, null),
  ('d0000000-0000-4000-8000-000000000014', 'news', 'Pesquisa Panorama CX Brasil 2026 aberta',
   'pesquisa-panorama-cx-brasil-2026',
   'Participe da pesquisa anual sobre a maturidade de experiência do cliente nas empresas brasileiras.',
   $md$## Participe

A pesquisa leva cerca de dez minutos. Os resultados serão apresentados no CX Day Curitiba.
$md$,
   pg_temp.public_file('post-covers', 'news/pesquisa-cx-brasil.jpg'), 'published', now() - interval '48 days',
   'a0000000-0000-4000-8000-000000000001', now() - interval '48 days', null, null);

insert into public.posts (
  id, type, title, slug, excerpt, content, cover_image_url, status, published_at, author_id, created_at,
  seo_meta_title, seo_meta_description, seo_og_title, seo_og_description, seo_og_image
) values
  ('d0000000-0000-4000-8000-000000000021', 'landing-pages', 'Imersão Elo CX 2026', 'imersao-elo-cx-2026',
   'Três dias de imersão em experiência do cliente com líderes de empresas brasileiras.',
   $md$# Imersão Elo CX 2026

Três dias para quem lidera experiência do cliente e quer sair com um plano pronto para aplicar.

## Para quem é

- Líderes de CX, atendimento e Customer Success
- Gestores de produto e marketing que cuidam da jornada
- Profissionais que estão montando a primeira área de CX

## Programação

### Dia 1: Estratégia

Visão de CX, governança e como conectar experiência a resultado financeiro.

### Dia 2: Jornada e dados

Mapeamento de jornada, voz do cliente e métricas que a diretoria entende.

### Dia 3: Operação

Atendimento omnicanal, IA no atendimento e plano de ação de 90 dias.

## Inscrições

As vagas são limitadas. Garanta a sua pelo site da comunidade.
$md$,
   pg_temp.public_file('post-covers', 'landing/imersao-cx.jpg'), 'published', now() - interval '7 days',
   'a0000000-0000-4000-8000-000000000001', now() - interval '9 days',
   'Imersão Elo CX 2026 | Elo CX',
   'Três dias de imersão em experiência do cliente com líderes de empresas brasileiras.',
   'Imersão Elo CX 2026',
   'Estratégia, jornada e operação de CX em três dias de imersão.',
   pg_temp.public_file('post-covers', 'landing/imersao-cx.jpg')),
  ('d0000000-0000-4000-8000-000000000022', 'landing-pages', 'Programa de Embaixadores', 'programa-de-embaixadores',
   'Saiba como se tornar embaixador da comunidade Elo CX na sua cidade.',
   $md$# Programa de Embaixadores

## Como funciona

- Organize encontros locais
- Apoie novos membros
$md$,
   null, 'draft', null, 'a0000000-0000-4000-8000-000000000001', now() - interval '2 days',
   'Programa de Embaixadores | Elo CX', 'Torne-se embaixador da comunidade Elo CX.', null, null, null);

-- ---------------------------------------------------------------------------------------------------
-- Jobs (one inactive).
-- ---------------------------------------------------------------------------------------------------
insert into public.jobs (
  id, title, company, location, is_remote, employment_type, description, job_url, source, is_active, created_at
) values
  ('f0000000-0000-4000-8000-000000000001', 'Gerente de Customer Experience', 'Grupo Aurora Varejo',
   'São Paulo, SP', false, 'CLT',
   'Liderar o programa de voz do cliente e a melhoria da jornada nas lojas físicas e no e-commerce.',
   'https://carreiras.auroravarejo.com.br/vagas/gerente-cx', 'Elo CX', true, now() - interval '2 days'),
  ('f0000000-0000-4000-8000-000000000002', 'Analista de Customer Success Pleno', 'Nuvem Contábil',
   'Remoto', true, 'CLT',
   'Acompanhar uma carteira de clientes B2B, conduzir onboarding e revisões trimestrais.',
   'https://nuvemcontabil.gupy.io/vagas/analista-cs-pleno', 'Gupy', true, now() - interval '5 days'),
  ('f0000000-0000-4000-8000-000000000003', 'Especialista em Pesquisa de CX', 'Banco Horizonte Digital',
   'Rio de Janeiro, RJ', false, 'CLT',
   'Planejar e conduzir pesquisas quantitativas e qualitativas com clientes pessoa física.',
   'https://horizontedigital.com.br/carreiras/especialista-pesquisa-cx', 'LinkedIn', true, now() - interval '9 days'),
  ('f0000000-0000-4000-8000-000000000004', 'Coordenador(a) de Atendimento Omnicanal', 'Conecta Telecom',
   'Belo Horizonte, MG', false, 'CLT',
   'Coordenar equipes de chat, WhatsApp e telefone com foco em resolução no primeiro contato.',
   'https://conectatelecom.com.br/trabalhe-conosco/coordenador-atendimento', 'Elo CX', true, now() - interval '12 days'),
  ('f0000000-0000-4000-8000-000000000005', 'Consultor(a) de Design de Serviços', 'Estúdio Trama',
   'Remoto', true, 'PJ',
   'Conduzir projetos de design de serviços para clientes de saúde e educação.',
   'https://estudiotrama.com.br/vagas/consultor-design-de-servicos', 'Elo CX', true, now() - interval '20 days'),
  ('f0000000-0000-4000-8000-000000000006', 'Estagiário(a) de Experiência do Cliente', 'Viaja Bem Turismo',
   'Recife, PE', false, 'Estágio',
   'Apoiar a análise de pesquisas de satisfação e a organização de dados de atendimento (vaga preenchida).',
   'https://viajabem.com.br/carreiras/estagio-cx', 'Elo CX', false, now() - interval '40 days');

-- ---------------------------------------------------------------------------------------------------
-- Videos: the pre-launch video (tag prelaunchvideo) and a panel recording. Metadata is that of the files
-- in supabase/seed-storage/videos/ (scripts/generate-seed-assets.ts).
-- ---------------------------------------------------------------------------------------------------
insert into public.videos (
  id, title, description, video_url, thumbnail_url, tags, is_active, file_size_bytes, duration_seconds,
  width_pixels, height_pixels, video_format, author_id, created_at
) values
  ('90000000-0000-4000-8000-000000000001', 'Elo CX: a comunidade de CX do Brasil',
   'Vídeo de pré-lançamento da comunidade Elo CX.',
   pg_temp.public_file('videos', 'elo-cx-prelancamento.webm'),
   pg_temp.public_file('post-covers', 'videos/prelancamento-poster.jpg'),
   array['prelaunchvideo', 'comunidade', 'lancamento'], true, 1270298, 8, 640, 360, 'webm',
   'a0000000-0000-4000-8000-000000000001', now() - interval '4 days'),
  ('90000000-0000-4000-8000-000000000002', 'Painel: liderança em experiência do cliente',
   'Trecho do painel com executivos de CX sobre como levar o cliente para a agenda da diretoria.',
   pg_temp.public_file('videos', 'painel-lideranca-cx.webm'),
   pg_temp.public_file('post-covers', 'videos/painel-lideranca-poster.jpg'),
   array['painel', 'lideranca', 'eventos'], true, 443304, 4, 640, 360, 'webm',
   'a0000000-0000-4000-8000-000000000001', now() - interval '20 days');

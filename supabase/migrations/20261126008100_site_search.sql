-- Site search: Portuguese full-text search over what a visitor may see (published posts, news and
-- landing pages; active events, courses, jobs and videos), accent-insensitive, weighted title > excerpt >
-- body, with a typo-tolerant suggestion (trigram similarity) when nothing matches.

create extension if not exists unaccent with schema extensions;

-- Portuguese stemming after accents are dropped: 'experiência' and 'experiencia' become the same lexeme,
-- and so do 'jornada' and 'jornadas'.
create text search configuration public.pt_busca (copy = pg_catalog.portuguese);
alter text search configuration public.pt_busca
  alter mapping for hword, hword_part, word with extensions.unaccent, pg_catalog.portuguese_stem;

-- unaccent() is only stable (its dictionary could change); the trigram index needs an immutable call,
-- so this wrapper names the dictionary explicitly. Lower-cased too, as the index and queries compare.
create or replace function public.search_fold(_text text) returns text
language sql immutable parallel safe strict set search_path = ''
return lower(extensions.unaccent('extensions.unaccent'::regdictionary, _text));
comment on function public.search_fold(text) is
  'Lower-cased, accent-free text, as the site search compares titles for its typo suggestions.';

-- One weighted document per row (A title, B excerpt or short facts, C body), kept by PostgreSQL.
alter table public.posts add column search_document tsvector generated always as (
  setweight(to_tsvector('public.pt_busca', coalesce(title, '')), 'A')
  || setweight(to_tsvector('public.pt_busca', coalesce(excerpt, '') || ' ' || coalesce(seo_meta_description, '')), 'B')
  || setweight(to_tsvector('public.pt_busca', coalesce(content, '')), 'C')
) stored;
alter table public.events add column search_document tsvector generated always as (
  setweight(to_tsvector('public.pt_busca', coalesce(title, '')), 'A')
  || setweight(to_tsvector('public.pt_busca',
       coalesce(location, '') || ' ' || coalesce(city, '') || ' ' || coalesce(region, '')), 'B')
  || setweight(to_tsvector('public.pt_busca', coalesce(description, '')), 'C')
) stored;
alter table public.courses add column search_document tsvector generated always as (
  setweight(to_tsvector('public.pt_busca', coalesce(title, '')), 'A')
  || setweight(to_tsvector('public.pt_busca', coalesce(provider, '') || ' ' || coalesce(category, '')), 'B')
  || setweight(to_tsvector('public.pt_busca', coalesce(description, '')), 'C')
) stored;
alter table public.jobs add column search_document tsvector generated always as (
  setweight(to_tsvector('public.pt_busca', coalesce(title, '')), 'A')
  || setweight(to_tsvector('public.pt_busca', coalesce(company, '') || ' ' || coalesce(location, '')), 'B')
  || setweight(to_tsvector('public.pt_busca', coalesce(description, '')), 'C')
) stored;
alter table public.videos add column search_document tsvector generated always as (
  setweight(to_tsvector('public.pt_busca', coalesce(title, '')), 'A')
  || setweight(to_tsvector('public.pt_busca', coalesce(description, '')), 'C')
) stored;

create index posts_search_idx on public.posts using gin (search_document) where status = 'published';
create index events_search_idx on public.events using gin (search_document) where is_active;
create index courses_search_idx on public.courses using gin (search_document) where is_active;
create index jobs_search_idx on public.jobs using gin (search_document) where is_active;
create index videos_search_idx on public.videos using gin (search_document) where is_active;

create index posts_title_fold_trgm_idx on public.posts
  using gin (public.search_fold(title) extensions.gin_trgm_ops) where status = 'published';
create index events_title_fold_trgm_idx on public.events
  using gin (public.search_fold(title) extensions.gin_trgm_ops) where is_active;
create index courses_title_fold_trgm_idx on public.courses
  using gin (public.search_fold(title) extensions.gin_trgm_ops) where is_active;
create index jobs_title_fold_trgm_idx on public.jobs
  using gin (public.search_fold(title) extensions.gin_trgm_ops) where is_active;
create index videos_title_fold_trgm_idx on public.videos
  using gin (public.search_fold(title) extensions.gin_trgm_ops) where is_active;

-- Search what the caller may see. Runs with the caller's rights (RLS applies) and also filters to the
-- visitors' rules itself, so an admin searching the public site sees what visitors see, never drafts.
-- Rows: up to _per_kind per kind with kind_total (matches of that kind in all), snippets marked with
-- U+E000 … U+E001 (characters no text uses, so the site escapes everything and then marks them).
-- When nothing matches, one row of kind 'suggestion' whose title is the corrected query, if any.
create or replace function public.search_site(_q text, _per_kind integer default 10)
returns table (
  kind text,
  id uuid,
  slug text,
  url text,
  title text,
  snippet text,
  rank real,
  starts_at timestamptz,
  kind_total bigint
)
language plpgsql stable security invoker
set search_path = '' set pg_trgm.word_similarity_threshold = 0.4 as $$
#variable_conflict use_column
declare
  _query tsquery;
  _typed tsquery;
  _prefix tsquery;
  _words text[];
  _found boolean := false;
  _folded text;
  _best text;
  _suggestion text;
  _limit integer := least(greatest(coalesce(_per_kind, 10), 1), 50);
begin
  _q := left(btrim(coalesce(_q, '')), 200);
  if _q = '' then
    return;
  end if;
  -- Web-search syntax ("frase", -palavra, or), plus every word with the last one as a prefix, so
  -- results appear while a word is still being typed ('jorn' finds 'jornada').
  _typed := websearch_to_tsquery('public.pt_busca', _q);
  _words := array_remove(regexp_split_to_array(regexp_replace(_q, '[^[:alnum:]]+', ' ', 'g'), ' '), '');
  if coalesce(array_length(_words, 1), 0) > 0 then
    _words[array_length(_words, 1)] := _words[array_length(_words, 1)] || ':*';
    _prefix := to_tsquery('public.pt_busca', array_to_string(_words, ' & '));
  end if;
  _query := case
    when _prefix is null or numnode(_prefix) = 0 then _typed
    when numnode(_typed) = 0 then _prefix
    else _typed || _prefix
  end;
  if numnode(_query) > 0 then
    return query
    -- Only keys and ranks for every match; the snippet's text is read for the rows shown, so a common
    -- word does not copy thousands of bodies through the ranking.
    with matches as (
      select 'blog'::text as kind, p.id, p.slug, null::text as url, p.title,
             ts_rank_cd(p.search_document, _query, 1) as rank, p.published_at as at, 0 as bucket
        from public.posts p
       where p.status = 'published' and p.published_at <= now() and p.type = 'blog'
         and p.search_document @@ _query
      union all
      select 'news', p.id, p.slug, null, p.title,
             ts_rank_cd(p.search_document, _query, 1), p.published_at, 0
        from public.posts p
       where p.status = 'published' and p.published_at <= now() and p.type = 'news'
         and p.search_document @@ _query
      union all
      select 'landing', p.id, p.slug, null, p.title,
             ts_rank_cd(p.search_document, _query, 1), p.published_at, 0
        from public.posts p
       where p.status = 'published' and p.published_at <= now() and p.type = 'landing-pages'
         and p.search_document @@ _query
      union all
      -- Upcoming (or running) events first, soonest first; past ones after, by relevance.
      select 'event', e.id, null, null, e.title,
             ts_rank_cd(e.search_document, _query, 1), e.start_date,
             case when e.end_date >= now() then 0 else 1 end
        from public.events e
       where e.is_active and e.search_document @@ _query
      union all
      select 'course', c.id, null, c.url, c.title,
             ts_rank_cd(c.search_document, _query, 1), c.created_at, 0
        from public.courses c
       where c.is_active and c.search_document @@ _query
      union all
      select 'job', j.id, null, j.job_url, j.title,
             ts_rank_cd(j.search_document, _query, 1), j.created_at, 0
        from public.jobs j
       where j.is_active and j.search_document @@ _query
      union all
      select 'video', v.id, null, v.video_url, v.title,
             ts_rank_cd(v.search_document, _query, 1), v.created_at, 0
        from public.videos v
       where v.is_active and v.search_document @@ _query
    ),
    ordered as (
      select m.*,
             row_number() over (partition by m.kind order by m.bucket,
               case when m.kind = 'event' and m.bucket = 0 then m.at end asc nulls last,
               m.rank desc, m.at desc, m.id) as position,
             count(*) over (partition by m.kind) as total
        from matches m
    )
    select o.kind, o.id, o.slug, o.url, o.title,
           ts_headline('public.pt_busca', b.body, _query,
             'StartSel=' || chr(57344) || ', StopSel=' || chr(57345)
             || ', MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "'),
           o.rank, case when o.kind = 'event' then o.at end, o.total
      from ordered o
      cross join lateral (
        select coalesce(p.excerpt, '') || ' ' || coalesce(p.seo_meta_description, '') || ' '
                 || left(coalesce(p.content, ''), 4000)
          from public.posts p where o.kind in ('blog', 'news', 'landing') and p.id = o.id
        union all
        select concat_ws(' · ', nullif(e.city, ''), nullif(e.location, '')) || ' '
                 || left(coalesce(e.description, ''), 4000)
          from public.events e where o.kind = 'event' and e.id = o.id
        union all
        select concat_ws(' · ', nullif(c.provider, ''), c.category) || ' ' || left(coalesce(c.description, ''), 4000)
          from public.courses c where o.kind = 'course' and c.id = o.id
        union all
        select concat_ws(' · ', j.company, nullif(j.location, '')) || ' ' || left(coalesce(j.description, ''), 4000)
          from public.jobs j where o.kind = 'job' and j.id = o.id
        union all
        select left(coalesce(v.description, ''), 4000)
          from public.videos v where o.kind = 'video' and v.id = o.id
      ) b(body)
     where o.position <= _limit
     order by o.kind, o.position;
    _found := found;
  end if;

  if _found then
    return;
  end if;

  -- Nothing matched: take the visible titles closest to the typed words, then correct each word to the
  -- most similar word of those titles (a word with no close one stays as typed).
  _folded := public.search_fold(_q);
  select string_agg(closest.title, ' ') into _best
    from (
      select t.title
        from (
          select p.title from public.posts p
           where p.status = 'published' and p.published_at <= now()
             and _folded operator(extensions.<%) public.search_fold(p.title)
          union all
          select e.title from public.events e
           where e.is_active and _folded operator(extensions.<%) public.search_fold(e.title)
          union all
          select c.title from public.courses c
           where c.is_active and _folded operator(extensions.<%) public.search_fold(c.title)
          union all
          select j.title from public.jobs j
           where j.is_active and _folded operator(extensions.<%) public.search_fold(j.title)
          union all
          select v.title from public.videos v
           where v.is_active and _folded operator(extensions.<%) public.search_fold(v.title)
        ) t
       order by extensions.word_similarity(_folded, public.search_fold(t.title)) desc, t.title
       limit 20
    ) closest;
  if _best is null then
    return;
  end if;

  select string_agg(coalesce(best.word, typed.word), ' ' order by typed.n) into _suggestion
    from unnest(regexp_split_to_array(_folded, '[^[:alnum:]]+')) with ordinality typed(word, n)
    left join lateral (
      select lower(candidate.word) as word
        from unnest(regexp_split_to_array(_best, '[^[:alnum:]À-ÿ]+')) candidate(word)
       where length(candidate.word) > 2
         and extensions.similarity(typed.word, public.search_fold(candidate.word)) >= 0.3
       order by extensions.similarity(typed.word, public.search_fold(candidate.word)) desc
       limit 1
    ) best on true
   where typed.word <> '';

  if _suggestion is not null and public.search_fold(_suggestion) <> _folded then
    return query select 'suggestion'::text, null::uuid, null::text, null::text, _suggestion, null::text,
                        null::real, null::timestamptz, 0::bigint;
  end if;
end
$$;
comment on function public.search_site(text, integer) is
  'Site search over what visitors may see; runs with the caller''s rights.';

revoke all on function public.search_site(text, integer) from public;
grant execute on function public.search_site(text, integer) to anon, authenticated;
revoke all on function public.search_fold(text) from public;
grant execute on function public.search_fold(text) to anon, authenticated;

-- Visitors read these tables column by column: the search reads the documents too.
grant select (search_document) on public.posts, public.events, public.videos to anon;

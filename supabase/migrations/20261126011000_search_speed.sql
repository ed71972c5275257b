-- Site search at scale (10k posts, 10k events, 10k other rows, where a common word matches 20k of them).
-- Where the time went:
-- * Row-level security: the function ran with the visitor's rights, and the text-match operators are not
--   leakproof, so PostgreSQL applied the policies first and used neither the full-text nor the trigram
--   indexes: every published post was read and matched one by one, every title folded and compared.
-- * Ranking: ts_rank_cd (cover density) over every match; with three words repeated in long bodies it
--   costs tens of microseconds a row, hundreds of milliseconds for 7,000 posts.
-- * Counting every match, and highlighting 4,000 characters of text per result shown.
-- Now:
-- * the function runs with its owner's rights and applies the visitors' rules in every branch itself
--   (it already did, so an admin searching the public site never sees drafts or scheduled posts);
-- * per kind, a bounded pool is ranked: the newest matches and the newest title matches (events: the
--   running and soonest upcoming ones, the latest past ones). With fewer matches than the pool, every
--   match is ranked, so small sites see the full ranking;
-- * the rank is ts_rank over the typed words (title A > summary B > body C), linear in the document;
-- * counts stop past 100 (the site says "mais de 100"), snippets highlight the first 1,000 characters;
-- * typo suggestions compare at most 100 candidate titles of each kind.

-- Title-only documents find the title matches among thousands of body matches, so they stay candidates.
create index posts_search_title_idx on public.posts
  using gin (to_tsvector('public.pt_busca'::regconfig, title)) where status = 'published';
create index events_search_title_idx on public.events
  using gin (to_tsvector('public.pt_busca'::regconfig, title)) where is_active;
create index courses_search_title_idx on public.courses
  using gin (to_tsvector('public.pt_busca'::regconfig, title)) where is_active;
create index jobs_search_title_idx on public.jobs
  using gin (to_tsvector('public.pt_busca'::regconfig, title)) where is_active;
create index videos_search_title_idx on public.videos
  using gin (to_tsvector('public.pt_busca'::regconfig, title)) where is_active;

-- Same signature and rows as before. The pool is 5 × _per_kind per source; kind_total counts matches up
-- to 100, and a kind with more says 101.
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
language plpgsql stable security definer
set search_path = ''
set pg_trgm.word_similarity_threshold = 0.4
-- The match's selectivity decides between walking the date index and reading the text index: plan with
-- the actual query every time instead of a generic plan.
set plan_cache_mode = force_custom_plan as $$
#variable_conflict use_column
declare
  _query tsquery;
  _rank_query tsquery;
  _typed tsquery;
  _prefix tsquery;
  _words text[];
  _found boolean := false;
  _folded text;
  _best text;
  _suggestion text;
  _limit integer := least(greatest(coalesce(_per_kind, 10), 1), 50);
  _pool integer := least(greatest(coalesce(_per_kind, 10), 1), 50) * 5;
  _count_cap constant integer := 101;
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
    _rank_query := to_tsquery('public.pt_busca', array_to_string(_words, ' | '));
  end if;
  _query := case
    when _prefix is null or numnode(_prefix) = 0 then _typed
    when numnode(_typed) = 0 then _prefix
    else _typed || _prefix
  end;
  if _rank_query is null or numnode(_rank_query) = 0 then
    _rank_query := _query;
  end if;
  if numnode(_query) > 0 then
    return query
    -- Visitors' rules in every branch (this function bypasses row-level security): published posts whose
    -- time has come, active events, courses, jobs and videos.
    with candidates as (
      (select 'blog'::text as kind, p.id from public.posts p
        where p.status = 'published' and p.published_at <= now() and p.type = 'blog'
          and p.search_document @@ _query
        order by p.published_at desc limit _pool)
      union
      (select 'blog', p.id from (
          select p.id, p.published_at from public.posts p
           where p.status = 'published' and p.published_at <= now() and p.type = 'blog'
             and to_tsvector('public.pt_busca'::regconfig, p.title) @@ _query offset 0) p
        order by p.published_at desc limit _pool)
      union
      (select 'news', p.id from public.posts p
        where p.status = 'published' and p.published_at <= now() and p.type = 'news'
          and p.search_document @@ _query
        order by p.published_at desc limit _pool)
      union
      (select 'news', p.id from (
          select p.id, p.published_at from public.posts p
           where p.status = 'published' and p.published_at <= now() and p.type = 'news'
             and to_tsvector('public.pt_busca'::regconfig, p.title) @@ _query offset 0) p
        order by p.published_at desc limit _pool)
      union
      (select 'landing', p.id from public.posts p
        where p.status = 'published' and p.published_at <= now() and p.type = 'landing-pages'
          and p.search_document @@ _query
        order by p.published_at desc limit _pool)
      union
      (select 'landing', p.id from (
          select p.id, p.published_at from public.posts p
           where p.status = 'published' and p.published_at <= now() and p.type = 'landing-pages'
             and to_tsvector('public.pt_busca'::regconfig, p.title) @@ _query offset 0) p
        order by p.published_at desc limit _pool)
      union
      -- Upcoming and running events are listed soonest first, so the soonest are the candidates: the
      -- running ones (few), and the next ones from the start date index.
      (select 'event', e.id from (
          select e.id, e.start_date from public.events e
           where e.is_active and e.start_date <= now() and e.end_date >= now()
             and e.search_document @@ _query offset 0) e
        order by e.start_date, e.id limit _pool)
      union
      (select 'event', e.id from public.events e
        where e.is_active and e.start_date > now() and e.end_date >= now() and e.search_document @@ _query
        order by e.start_date, e.id limit _pool)
      union
      -- Past events (ended before now, so started before now too) are ranked.
      (select 'event', e.id from public.events e
        where e.is_active and e.start_date <= now() and e.end_date < now() and e.search_document @@ _query
        order by e.start_date desc limit _pool)
      union
      (select 'event', e.id from (
          select e.id, e.start_date from public.events e
           where e.is_active and e.end_date < now()
             and to_tsvector('public.pt_busca'::regconfig, e.title) @@ _query offset 0) e
        order by e.start_date desc limit _pool)
      union
      (select 'course', c.id from public.courses c
        where c.is_active and c.search_document @@ _query
        order by c.created_at desc limit _pool)
      union
      (select 'course', c.id from (
          select c.id, c.created_at from public.courses c
           where c.is_active and to_tsvector('public.pt_busca'::regconfig, c.title) @@ _query offset 0) c
        order by c.created_at desc limit _pool)
      union
      (select 'job', j.id from public.jobs j
        where j.is_active and j.search_document @@ _query
        order by j.created_at desc limit _pool)
      union
      (select 'job', j.id from (
          select j.id, j.created_at from public.jobs j
           where j.is_active and to_tsvector('public.pt_busca'::regconfig, j.title) @@ _query offset 0) j
        order by j.created_at desc limit _pool)
      union
      (select 'video', v.id from public.videos v
        where v.is_active and v.search_document @@ _query
        order by v.created_at desc limit _pool)
      union
      (select 'video', v.id from (
          select v.id, v.created_at from public.videos v
           where v.is_active and to_tsvector('public.pt_busca'::regconfig, v.title) @@ _query offset 0) v
        order by v.created_at desc limit _pool)
    ),
    matches as (
      select c.kind, p.id, p.slug, null::text as url, p.title,
             ts_rank(p.search_document, _rank_query, 1) as rank, p.published_at as at, 0 as bucket
        from candidates c join public.posts p on p.id = c.id
       where c.kind in ('blog', 'news', 'landing')
      union all
      -- Upcoming (or running) events first, soonest first; past ones after, by relevance.
      select c.kind, e.id, null, null, e.title,
             ts_rank(e.search_document, _rank_query, 1), e.start_date,
             case when e.end_date >= now() then 0 else 1 end
        from candidates c join public.events e on e.id = c.id
       where c.kind = 'event'
      union all
      select c.kind, co.id, null, co.url, co.title,
             ts_rank(co.search_document, _rank_query, 1), co.created_at, 0
        from candidates c join public.courses co on co.id = c.id
       where c.kind = 'course'
      union all
      select c.kind, j.id, null, j.job_url, j.title,
             ts_rank(j.search_document, _rank_query, 1), j.created_at, 0
        from candidates c join public.jobs j on j.id = c.id
       where c.kind = 'job'
      union all
      select c.kind, v.id, null, v.video_url, v.title,
             ts_rank(v.search_document, _rank_query, 1), v.created_at, 0
        from candidates c join public.videos v on v.id = c.id
       where c.kind = 'video'
    ),
    -- Counting stops at the cap: past it, reading every match only to print its number costs more
    -- than the rest of the search.
    totals as (
      select 'blog'::text as kind, count(*) as total from (
        select from public.posts p
         where p.status = 'published' and p.published_at <= now() and p.type = 'blog'
           and p.search_document @@ _query limit _count_cap) t
      union all
      select 'news', count(*) from (
        select from public.posts p
         where p.status = 'published' and p.published_at <= now() and p.type = 'news'
           and p.search_document @@ _query limit _count_cap) t
      union all
      select 'landing', count(*) from (
        select from public.posts p
         where p.status = 'published' and p.published_at <= now() and p.type = 'landing-pages'
           and p.search_document @@ _query limit _count_cap) t
      union all
      select 'event', count(*) from (
        select from public.events e where e.is_active and e.search_document @@ _query limit _count_cap) t
      union all
      select 'course', count(*) from (
        select from public.courses c where c.is_active and c.search_document @@ _query limit _count_cap) t
      union all
      select 'job', count(*) from (
        select from public.jobs j where j.is_active and j.search_document @@ _query limit _count_cap) t
      union all
      select 'video', count(*) from (
        select from public.videos v where v.is_active and v.search_document @@ _query limit _count_cap) t
    ),
    ordered as (
      select m.*,
             row_number() over (partition by m.kind order by m.bucket,
               case when m.kind = 'event' and m.bucket = 0 then m.at end asc nulls last,
               m.rank desc, m.at desc, m.id) as position
        from matches m
    )
    select o.kind, o.id, o.slug, o.url, o.title,
           ts_headline('public.pt_busca', b.body, _query,
             'StartSel=' || chr(57344) || ', StopSel=' || chr(57345)
             || ', MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "'),
           o.rank, case when o.kind = 'event' then o.at end, t.total
      from ordered o
      join totals t on t.kind = o.kind
      cross join lateral (
        select coalesce(p.excerpt, '') || ' ' || coalesce(p.seo_meta_description, '') || ' '
                 || left(coalesce(p.content, ''), 1000)
          from public.posts p where o.kind in ('blog', 'news', 'landing') and p.id = o.id
        union all
        select concat_ws(' · ', nullif(e.city, ''), nullif(e.location, '')) || ' '
                 || left(coalesce(e.description, ''), 1000)
          from public.events e where o.kind = 'event' and e.id = o.id
        union all
        select concat_ws(' · ', nullif(c.provider, ''), c.category) || ' ' || left(coalesce(c.description, ''), 1000)
          from public.courses c where o.kind = 'course' and c.id = o.id
        union all
        select concat_ws(' · ', j.company, nullif(j.location, '')) || ' ' || left(coalesce(j.description, ''), 1000)
          from public.jobs j where o.kind = 'job' and j.id = o.id
        union all
        select left(coalesce(v.description, ''), 1000)
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
  -- At most 100 titles of each kind are compared (the first the trigram index finds): thousands of
  -- near-identical titles ('Publicação 1' … 'Publicação 7000') would otherwise all be folded and compared.
  select string_agg(closest.title, ' ') into _best
    from (
      select t.title
        from (
          (select p.title from (
              select p.title from public.posts p
               where p.status = 'published' and p.published_at <= now() and _folded operator(extensions.<%) public.search_fold(p.title) offset 0) p
            limit 100)
          union all
          (select e.title from (
              select e.title from public.events e
               where e.is_active and _folded operator(extensions.<%) public.search_fold(e.title) offset 0) e
            limit 100)
          union all
          (select c.title from (
              select c.title from public.courses c
               where c.is_active and _folded operator(extensions.<%) public.search_fold(c.title) offset 0) c
            limit 100)
          union all
          (select j.title from (
              select j.title from public.jobs j
               where j.is_active and _folded operator(extensions.<%) public.search_fold(j.title) offset 0) j
            limit 100)
          union all
          (select v.title from (
              select v.title from public.videos v
               where v.is_active and _folded operator(extensions.<%) public.search_fold(v.title) offset 0) v
            limit 100)
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
  'Public on purpose: the site search for visitors. Runs with its owner''s rights so the text indexes '
  'apply, and returns only what visitors may see (published posts whose time has come; active events, '
  'courses, jobs and videos), whoever calls it.';

-- Hosted projects created since 30 May 2026 no longer grant anon, authenticated and service_role anything
-- by default on what postgres creates in public; older projects and the local stack still do. What the
-- app uses is granted here explicitly, so a project of either kind ends with the same privileges.

-- The service role (edge functions such as team-invite and fetch-courses, operators' scripts) reads and
-- writes rows of every table and view through the API; never TRUNCATE, TRIGGER, REFERENCES or MAINTAIN.
-- RLS does not apply to it (bypassrls); these grants are all that stands between it and the tables.
revoke all on all tables in schema public from service_role;
grant select, insert, update, delete on all tables in schema public to service_role;

-- Identity columns take their next value without any right on their sequence, so the API roles need
-- none; the service role may read where they stand (moving data in and out of a project checks them).
revoke all on all sequences in schema public from anon, authenticated, service_role;
grant usage, select on all sequences in schema public to service_role;

-- Functions for a signed-in member (their own login and logout) or an admin (the Team and Activity
-- screens): the service role never calls them, and a new project would not grant them to it.
revoke execute on function
  public.track_user_login_with_profile(text, text, text, text, text, jsonb),
  public.track_user_logout(),
  public.list_team_accounts(),
  public.list_activity_actors()
from service_role;

-- Site search's functions name the service role explicitly, as every other function the app's API roles
-- reach: a project created without default privileges gives it the same rights as the local stack.
grant execute on function public.search_fold(text) to service_role;
grant execute on function public.search_site(text, integer) to service_role;

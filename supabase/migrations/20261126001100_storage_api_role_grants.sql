-- Storage tables: the API roles keep only the row privileges the storage API works with (under the
-- buckets' and objects' row-level security). Supabase's storage migration grants them ALL, which also
-- gives TRUNCATE (row-level security does not apply to it), TRIGGER and REFERENCES: nothing the API
-- needs, and nothing a caller who ever reached SQL as these roles should have.
revoke truncate, trigger, references on storage.buckets, storage.objects from anon, authenticated, service_role;

-- Demo content (filled in by the seed).
select 1;

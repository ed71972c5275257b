-- Events get an optional cover picture, as posts have: a 1200×630 JPEG cropped in the back-office and
-- stored like post covers (bucket post-covers, under the uploading admin's folder). The site shows it on
-- the event's card and page and shares it as the event's image; without one it keeps the drawn card.

alter table public.events
  add column cover_image_url text check (cover_image_url is null or cover_image_url ~* '^https?://[^\s]+$');
grant select (cover_image_url) on public.events to anon;

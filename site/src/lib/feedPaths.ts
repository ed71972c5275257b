/**
 * Where the server answers each RSS feed (site/server/feeds.ts names the feed with it; the list pages
 * link to it). Its own module so those pages never pull the feed writer into the browser.
 */
export const RSS_FEED_PATHS = { blog: '/blog/rss.xml', news: '/news/rss.xml' } as const;

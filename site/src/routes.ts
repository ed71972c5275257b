import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/** The brand's club landing ('/elocx-club'); the slug is a build setting like the rest of the brand. */
const clubPath = `${process.env.VITE_BRAND_SLUG || 'elocx'}-club`;

/**
 * The home variant is a build setting too (shared/brand.ts reads the same variable): the build holds
 * only the chosen home, so the pre-launch '/' never ships the full home's sections.
 */
const homePage = process.env.VITE_HOME_VARIANT === 'full' ? 'routes/FullHomePage.tsx' : 'routes/HomePage.tsx';

export default [
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('sitemap/:file', 'routes/sitemap-file.ts'),
  route('rss.xml', 'routes/feed.ts', { id: 'rss-blog' }),
  route('blog/rss.xml', 'routes/feed.ts', { id: 'rss-blog-path' }),
  route('news/rss.xml', 'routes/feed.ts', { id: 'rss-news' }),
  route('og/:kind/:file', 'routes/og-image.ts'),
  route('media/video-poster/:id', 'routes/video-poster.ts'),
  route('auth/sign-in', 'routes/auth-sign-in.ts'),
  route('auth/callback', 'routes/auth-callback.ts'),
  route('auth/confirm', 'routes/auth-confirm.ts'),
  route('auth/sign-out', 'routes/auth-sign-out.ts'),
  route('events/:id/rsvp', 'routes/event-rsvp.ts'),
  route('events/:id/calendario.ics', 'routes/event-calendar.ts'),
  route('member/dados', 'routes/member-data.ts'),
  layout('layouts/bare.tsx', [
    route('prelaunch', 'routes/PrelaunchHome.tsx'),
    route(clubPath, 'routes/CommunityLandingPage.tsx'),
  ]),
  layout('layouts/site.tsx', [
    index(homePage),
    route('events', 'routes/EventsPage.tsx'),
    route('events/:id', 'routes/EventPage.tsx'),
    route('podcast', 'routes/PodcastPage.tsx'),
    route('news', 'routes/NewsPage.tsx'),
    route('jobs', 'routes/JobsPage.tsx'),
    route('courses', 'routes/CoursesPage.tsx'),
    route('newsletter', 'routes/NewsletterPage.tsx'),
    route('newsletter/confirmar', 'routes/NewsletterConfirmPage.tsx'),
    route('newsletter/cancelar', 'routes/NewsletterCancelPage.tsx'),
    route('privacidade', 'routes/PrivacyPage.tsx'),
    route('busca', 'routes/SearchPage.tsx'),
    route('blog', 'routes/BlogPage.tsx'),
    route('blog/:slug', 'routes/BlogPostPage.tsx'),
    route('community', 'routes/CommunityPage.tsx'),
    route('login', 'routes/LoginPage.tsx'),
    route('admin-login', 'routes/admin-login.ts'),
    route('lp/:slug', 'routes/LandingPage.tsx'),
    route('pre-visualizar/:id', 'routes/PreviewPage.tsx'),
    route('member/dashboard', 'routes/member/DashboardPage.tsx'),
    route('member/network', 'routes/member/NetworkPage.tsx'),
    route('member/resources', 'routes/member/ResourcesPage.tsx'),
    route('*', 'routes/NotFoundPage.tsx'),
  ]),
] satisfies RouteConfig;

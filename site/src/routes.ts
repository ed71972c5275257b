import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/** The brand's club landing ('/elocx-club'); the slug is a build setting like the rest of the brand. */
const clubPath = `${process.env.VITE_BRAND_SLUG || 'elocx'}-club`;

/**
 * The home variant is a build setting too (shared/brand.ts reads the same variable): the build holds
 * only the chosen home, so the pre-launch '/' never ships the full home's sections.
 */
const homePage = process.env.VITE_HOME_VARIANT === 'full' ? 'pages/FullHomePage.tsx' : 'pages/HomePage.tsx';

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
    route('prelaunch', 'pages/PrelaunchHome.tsx'),
    route(clubPath, 'pages/CommunityLandingPage.tsx'),
  ]),
  layout('layouts/site.tsx', [
    index(homePage),
    route('events', 'pages/EventsPage.tsx'),
    route('events/:id', 'pages/EventPage.tsx'),
    route('podcast', 'pages/PodcastPage.tsx'),
    route('news', 'pages/NewsPage.tsx'),
    route('jobs', 'pages/JobsPage.tsx'),
    route('courses', 'pages/CoursesPage.tsx'),
    route('newsletter', 'pages/NewsletterPage.tsx'),
    route('newsletter/confirmar', 'pages/NewsletterConfirmPage.tsx'),
    route('newsletter/cancelar', 'pages/NewsletterCancelPage.tsx'),
    route('privacidade', 'pages/PrivacyPage.tsx'),
    route('busca', 'pages/SearchPage.tsx'),
    route('blog', 'pages/BlogPage.tsx'),
    route('blog/:slug', 'pages/BlogPostPage.tsx'),
    route('community', 'pages/CommunityPage.tsx'),
    route('login', 'pages/LoginPage.tsx'),
    route('admin-login', 'pages/AdminLoginPage.tsx'),
    route('lp/:slug', 'pages/LandingPage.tsx'),
    route('pre-visualizar/:id', 'pages/PreviewPage.tsx'),
    route('member/dashboard', 'pages/member/DashboardPage.tsx'),
    route('member/network', 'pages/member/NetworkPage.tsx'),
    route('member/resources', 'pages/member/ResourcesPage.tsx'),
    route('*', 'pages/NotFoundPage.tsx'),
  ]),
] satisfies RouteConfig;

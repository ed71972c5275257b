import { BRAND, communityLandingPath } from '../../shared/brand';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { BareLayout, SiteLayout } from './ui/SiteLayout';

// Each route is its own chunk: a visitor downloads only the page they open.
const PrelaunchHome = lazy(() => import('./pages/PrelaunchHome'));
const FullHome = lazy(() => import('./pages/FullHome'));
const EventsPage = lazy(() => import('./pages/EventsPage'));
const PodcastPage = lazy(() => import('./pages/PodcastPage'));
const NewsPage = lazy(() => import('./pages/NewsPage'));
const JobsPage = lazy(() => import('./pages/JobsPage'));
const CoursesPage = lazy(() => import('./pages/CoursesPage'));
const NewsletterPage = lazy(() => import('./pages/NewsletterPage'));
const BlogPage = lazy(() => import('./pages/BlogPage'));
const BlogPostPage = lazy(() => import('./pages/BlogPostPage'));
const CommunityPage = lazy(() => import('./pages/CommunityPage'));
const LoginPage = lazy(() => import('./pages/LoginPage'));
const AdminLoginPage = lazy(() => import('./pages/AdminLoginPage'));
const LandingPage = lazy(() => import('./pages/LandingPage'));
const CommunityLandingPage = lazy(() => import('./pages/CommunityLandingPage'));
const DashboardPage = lazy(() => import('./pages/member/DashboardPage'));
const NetworkPage = lazy(() => import('./pages/member/NetworkPage'));
const ResourcesPage = lazy(() => import('./pages/member/ResourcesPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

export function App() {
  return (
    <Routes>
      <Route element={<BareLayout />}>
        <Route path="/prelaunch" element={<PrelaunchHome />} />
        <Route path={communityLandingPath} element={<CommunityLandingPage />} />
      </Route>
      <Route element={<SiteLayout />}>
        <Route index element={BRAND.homeVariant === 'full' ? <FullHome /> : <PrelaunchHome />} />
        <Route path="/events" element={<EventsPage />} />
        <Route path="/podcast" element={<PodcastPage />} />
        <Route path="/news" element={<NewsPage />} />
        <Route path="/jobs" element={<JobsPage />} />
        <Route path="/courses" element={<CoursesPage />} />
        <Route path="/newsletter" element={<NewsletterPage />} />
        <Route path="/blog" element={<BlogPage />} />
        <Route path="/blog/:slug" element={<BlogPostPage />} />
        <Route path="/community" element={<CommunityPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/admin-login" element={<AdminLoginPage />} />
        <Route path="/lp/:slug" element={<LandingPage />} />
        <Route path="/member/dashboard" element={<DashboardPage />} />
        <Route path="/member/network" element={<NetworkPage />} />
        <Route path="/member/resources" element={<ResourcesPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

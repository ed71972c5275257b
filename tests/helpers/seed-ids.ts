/**
 * Fixed identifiers and known facts of supabase/seed.sql, for tests that read the seeded stack.
 * Keep in step with the seed: the numbers below are worked out by hand from its rows.
 */
import { DEMO_ADMIN } from '#supabase/local/demo.ts';

export const DEMO_ADMIN_ID = 'a0000000-0000-4000-8000-000000000001';
export const DEMO_ADMIN_EMAIL = DEMO_ADMIN.email;
export const DEMO_ADMIN_PASSWORD = DEMO_ADMIN.password;

/** A confirmed e-mail account without any role: the back-office must refuse it. */
export const NON_ADMIN_ID = 'a0000000-0000-4000-8000-000000000002';
export const NON_ADMIN_EMAIL = 'editor.pendente@elocx.com.br';
export const NON_ADMIN_PASSWORD = 'Pendente-2026';

/** LinkedIn members 01..20: `10000000-0000-4000-8000-0000000000NN`. */
export function memberId(n: number): string {
  return `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}
export const MEMBER_IDS: readonly string[] = Array.from({ length: 20 }, (_, i) => memberId(i + 1));
/** Ana Ribeiro: name, avatar, logged in. */
export const MEMBER_ANA_ID = memberId(1);
export const MEMBER_ANA_EMAIL = 'ana.ribeiro@example.com.br';
/** Members the showcase must leave out: 07 and 19 have no avatar, 20 has no name. */
export const MEMBERS_WITHOUT_AVATAR = [memberId(7), memberId(19)] as const;
export const MEMBERS_WITHOUT_NAME = [memberId(20)] as const;
/** Showcase order (newest first): member 01 is the newest, 18 the oldest with name and avatar. */
export const SHOWCASE_MEMBER_IDS: readonly string[] = [
  1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18,
].map(memberId);

/** get_member_statistics() on the seed alone. */
export const SEED_MEMBER_STATS = {
  total_members: 20,
  /** Last login within 30 days: members 01..12. */
  active_this_month: 12,
  /** Sum of login_count = 140 over 20 members. */
  login_count_sum: 140,
  average_logins: 7,
  currently_logged_in: 5,
  currently_logged_out: 15,
  top_providers: [{ provider: 'linkedin_oidc', count: 20 }],
} as const;

export const EVENT_IDS = {
  /** Upcoming, in person, Rio de Janeiro, 4 topics. */
  upcomingRio: 'e0000000-0000-4000-8000-000000000005',
  /** Past, online. */
  pastWebinarNps: 'e0000000-0000-4000-8000-000000000002',
  /** Inactive (cancelled). */
  inactive: 'e0000000-0000-4000-8000-000000000010',
} as const;
export const ACTIVE_EVENT_COUNT = 9;

export const AMBASSADOR_INACTIVE_ID = 'b0000000-0000-4000-8000-000000000006';
export const ACTIVE_AMBASSADOR_COUNT = 5;

export const COURSE_INACTIVE_ID = 'c0000000-0000-4000-8000-000000000012';
export const ACTIVE_COURSE_COUNT = 11;

export const JOB_INACTIVE_ID = 'f0000000-0000-4000-8000-000000000006';
export const ACTIVE_JOB_COUNT = 5;

export const PRELAUNCH_VIDEO_ID = '90000000-0000-4000-8000-000000000001';
export const PRELAUNCH_VIDEO_TAG = 'prelaunchvideo';
export const ACTIVE_VIDEO_COUNT = 2;

export const PUBLISHED_BLOG_COUNT = 8;
export const DRAFT_BLOG_IDS = [
  'd0000000-0000-4000-8000-000000000009',
  'd0000000-0000-4000-8000-000000000010',
] as const;
export const PUBLISHED_NEWS_COUNT = 4;
export const PUBLISHED_BLOG_SLUG = 'mapeando-a-jornada-do-cliente';

export const PUBLISHED_LANDING_SLUG = 'imersao-elo-cx-2026';
export const PUBLISHED_LANDING_ID = 'd0000000-0000-4000-8000-000000000021';
export const DRAFT_LANDING_SLUG = 'programa-de-embaixadores';
export const DRAFT_LANDING_ID = 'd0000000-0000-4000-8000-000000000022';

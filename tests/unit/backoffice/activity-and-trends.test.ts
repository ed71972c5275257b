import { describe, expect, it } from 'vitest';
import { dayEnd, dayOf, dayStart } from '#backoffice/activity/dateRange.ts';
import { actionLabel, areaLabel, fieldsLabel, recordPath } from '#backoffice/activity/labels.ts';
import { dayMonth, toDashboardTrends } from '#backoffice/dashboard/trends.ts';

describe('activity labels', () => {
  it('names posts by their type and other tables by their area', () => {
    expect(areaLabel({ table_name: 'posts', record_type: 'landing-pages' })).toBe('Landing Pages');
    expect(areaLabel({ table_name: 'events', record_type: null })).toBe('Eventos');
    expect(actionLabel('unpublish')).toBe('Retirada do ar');
    expect(fieldsLabel(['title', 'published_at', 'seo_meta_title'])).toBe(
      'título, data de publicação, seo meta title',
    );
  });

  it("links to the record's edit page, by post type for posts, and nowhere for role changes", () => {
    expect(recordPath({ table_name: 'posts', record_type: 'news', record_id: 'a1' })).toBe('/admin/news/a1');
    expect(recordPath({ table_name: 'jobs', record_type: null, record_id: 'b2' })).toBe('/admin/jobs/b2');
    expect(recordPath({ table_name: 'user_roles', record_type: null, record_id: 'c3' })).toBeNull();
    expect(recordPath({ table_name: 'jobs', record_type: null, record_id: null })).toBeNull();
  });

  it('turns the date filters into whole days in Brazil', () => {
    expect(dayStart('2026-11-23')).toBe('2026-11-23T03:00:00.000Z');
    expect(dayEnd('2026-11-23')).toBe('2026-11-24T02:59:59.999Z');
    expect(dayOf(dayEnd('2026-11-23'))).toBe('2026-11-23');
    expect(dayOf(dayStart('2026-11-23'))).toBe('2026-11-23');
    expect(dayStart('')).toBe('');
  });
});

describe('dashboard trends', () => {
  it("labels weeks 'dd/MM' without a time-zone shift", () => {
    expect(dayMonth('2026-01-05')).toBe('05/01');
  });

  it('reads the RPC answer, with numbers as numbers', () => {
    expect(
      toDashboardTrends({
        weeks: [{ week_start: '2026-11-16', new_members: 3, logins: '7', newsletter_confirmed: 12 }],
        active_this_month: 5,
        upcoming_events: 2,
        drafts_waiting: 1,
      }),
    ).toEqual({
      weeks: [{ weekStart: '2026-11-16', newMembers: 3, logins: 7, newsletterConfirmed: 12 }],
      activeThisMonth: 5,
      upcomingEvents: 2,
      draftsWaiting: 1,
    });
    expect(toDashboardTrends(null).weeks).toEqual([]);
  });
});

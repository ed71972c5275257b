import { useQuery } from '@tanstack/react-query';
import { fetchAudienceReport } from './audienceApi.ts';
import type { AudienceDays } from './report.ts';

/** The report for a period; the dashboard's card and the 'Audiência' view share the 7-day one. */
export function useAudienceReport(days: AudienceDays) {
  return useQuery({
    queryKey: ['audience-report', days],
    queryFn: () => fetchAudienceReport(days),
    // One more try for a network blip; a refusal would not change, so the error shows soon.
    retry: 1,
  });
}

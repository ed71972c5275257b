import type { Ambassador, Read, ShowcaseMember } from '../types.ts';
import { anon, guarded, settle } from './read.server.ts';

export function readAmbassadors(): Promise<Read<Ambassador[]>> {
  return guarded('ambassadors', async () =>
    settle('ambassadors', await anon().from('ambassadors').select('*').eq('is_active', true).order('name')),
  );
}

export function readMemberShowcase(limit: 8 | 12): Promise<Read<ShowcaseMember[]>> {
  return guarded('member showcase', async () => {
    const result = await anon().rpc('get_member_showcase', { _limit: limit });
    const members = (result.data ?? []).filter((member): member is ShowcaseMember =>
      Boolean(member.full_name && member.avatar_url),
    );
    return settle('member showcase', { data: members, error: result.error, status: result.status });
  });
}

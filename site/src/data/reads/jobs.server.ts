import type { Job, Read } from '../types.ts';
import { anon, guarded, paged, range, settle, unlessPastTheEnd, type Paged } from './read.server.ts';

const JOB_COLUMNS =
  'id, title, company, location, is_remote, employment_type, description, job_url, source, is_active, created_at, updated_at';

export function readJobs(page: number): Promise<Read<Paged<Job>>> {
  return guarded('jobs', async () => {
    const result = await anon()
      .from('jobs')
      .select(JOB_COLUMNS, { count: 'exact' })
      .eq('is_active', true)
      .order('created_at', { ascending: false })
      .order('id')
      .range(...range(page));
    return settle('jobs', {
      data: paged(result.data, result.count, page),
      error: unlessPastTheEnd(result.error),
      status: result.status,
    });
  });
}

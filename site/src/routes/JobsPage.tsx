import { formatDateBR } from '../lib/dates.ts';
import { useEffect } from 'react';
import { useLoaderData, type MetaFunction } from 'react-router';
import type { Job } from '../data/types.ts';
import { readJobs } from '../data/reads/jobs.server.ts';
import { pageFromUrl } from '../data/reads/read.server.ts';
import { pagedListAnswer } from '../data/listAnswer.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { Pagination } from '../ui/Pagination.tsx';
import { PageHeader, StatusMessage } from '../ui/states.tsx';
import { useToast } from '../lib/toast-context.ts';
import type { Route } from './+types/JobsPage';

export async function loader({ request }: Route.LoaderArgs) {
  return pagedListAnswer(await readJobs(pageFromUrl(new URL(request.url))));
}

export const meta: MetaFunction = (args) =>
  pageMeta(
    { title: 'Vagas', description: 'Vagas em Customer Experience selecionadas para a comunidade.' },
    args,
  );

export default function JobsPage() {
  const jobs = useLoaderData<typeof loader>();
  const toast = useToast();
  useEffect(() => {
    if (jobs.failed) toast({ title: 'Erro', description: 'Erro ao carregar vagas', variant: 'destructive' });
  }, [jobs.failed, toast]);
  return (
    <>
      <PageHeader title="Vagas" subtitle="Oportunidades em Customer Experience." />
      <div className="container section">
        <h2 className="section__title">Vagas Disponíveis ({jobs.data?.total ?? 0})</h2>
        {jobs.failed && (
          <StatusMessage tone="error">
            Não foi possível carregar as vagas. Tente novamente mais tarde.
          </StatusMessage>
        )}
        {jobs.data?.rows.length === 0 && <StatusMessage>Nenhuma vaga disponível no momento.</StatusMessage>}
        {jobs.data && jobs.data.rows.length > 0 && (
          <>
            <div className="jobs">
              {jobs.data.rows.map((job) => (
                <JobCard key={job.id} job={job} />
              ))}
            </div>
            <Pagination page={jobs.data.page} pageCount={jobs.data.pageCount} label="Páginas de vagas" />
          </>
        )}
      </div>
    </>
  );
}

function JobCard({ job }: { job: Job }) {
  return (
    <article className="card job-card">
      <div className="job-card__head">
        <div>
          <h3 className="card__title">{job.title}</h3>
          <p className="job-card__company">{job.company}</p>
        </div>
        {job.is_remote && <span className="badge badge--online">Remoto</span>}
      </div>
      <ul className="job-card__facts">
        {job.location && <li>{job.location}</li>}
        {job.employment_type && <li>{job.employment_type}</li>}
        {job.source && <li>Fonte: {job.source}</li>}
        <li>
          Publicada em <time dateTime={job.created_at}>{formatDateBR(job.created_at)}</time>
        </li>
      </ul>
      {job.description && <p className="card__text">{job.description}</p>}
      {job.job_url && (
        <div className="card__actions">
          <a
            className="button button--small button--ghost"
            href={job.job_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            Ver Vaga<span className="visually-hidden">: {job.title} (abre em nova aba)</span>
          </a>
          {/* A link, not a scripted button: it opens the application from the first paint. */}
          <a className="button button--small" href={job.job_url} target="_blank" rel="noopener noreferrer">
            Candidatar<span className="visually-hidden">: {job.title} (abre em nova aba)</span>
          </a>
        </div>
      )}
    </article>
  );
}

import type { Tables } from '#shared/database.types.ts';

export type ActivityEntry = Tables<'activity_log'>;

/** What happened, as the 'Atividade' screen says it. */
export const ACTION_LABELS: Record<string, string> = {
  create: 'Criação',
  update: 'Edição',
  publish: 'Publicação',
  unpublish: 'Retirada do ar',
  delete: 'Exclusão',
  role_change: 'Mudança de papel',
};

/** The logged tables, by the back-office area they belong to (posts split by their type). */
export const TABLE_LABELS: Record<string, string> = {
  posts: 'Posts e páginas',
  events: 'Eventos',
  ambassadors: 'Embaixadores',
  videos: 'Vídeos',
  courses: 'Cursos',
  jobs: 'Vagas',
  user_roles: 'Equipe',
};

const POST_TYPE_LABELS: Record<string, string> = {
  blog: 'Blog',
  news: 'Notícias',
  'landing-pages': 'Landing Pages',
};

/** Back-office resource of each table (posts: the post's type), for links to the record. */
const RESOURCE_OF_TABLE: Record<string, string> = {
  events: 'events',
  ambassadors: 'ambassadors',
  videos: 'videos',
  courses: 'courses',
  jobs: 'jobs',
};

/** Column names in the words of the forms; unknown ones are shown as they are. */
const FIELD_LABELS: Record<string, string> = {
  title: 'título',
  slug: 'slug',
  excerpt: 'resumo',
  content: 'conteúdo',
  cover_image_url: 'capa',
  status: 'status',
  published_at: 'data de publicação',
  description: 'descrição',
  start_date: 'início',
  end_date: 'fim',
  is_active: 'ativo',
  is_online: 'online',
  name: 'nome',
  company: 'empresa',
  photo_url: 'foto',
  video_url: 'vídeo',
  thumbnail_url: 'miniatura',
  url: 'link',
  job_url: 'link',
  external_link: 'link',
  location: 'local',
  role: 'papel',
};

export function areaLabel(entry: Pick<ActivityEntry, 'table_name' | 'record_type'>): string {
  return (
    (entry.record_type && POST_TYPE_LABELS[entry.record_type]) ||
    TABLE_LABELS[entry.table_name] ||
    entry.table_name
  );
}

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

export function fieldsLabel(fields: readonly string[]): string {
  return fields.map((field) => FIELD_LABELS[field] ?? field.replace(/_/g, ' ')).join(', ');
}

/** The edit page of a logged record, or null when there is none (role changes, deleted rows aside). */
export function recordPath(
  entry: Pick<ActivityEntry, 'table_name' | 'record_type' | 'record_id'>,
): string | null {
  if (!entry.record_id) return null;
  const resource = entry.table_name === 'posts' ? entry.record_type : RESOURCE_OF_TABLE[entry.table_name];
  return resource ? `/admin/${resource}/${entry.record_id}` : null;
}

export const choicesOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([id, name]) => ({ id, name }));

/** Who acted, when the entry names no account: it was deleted, or there never was one. */
export const DELETED_ACCOUNT = 'Conta excluída';
export const SYSTEM_ACTOR = 'Sistema';

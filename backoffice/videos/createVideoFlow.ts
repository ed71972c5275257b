import { describeDbError } from '../common/errors.ts';
import { videoObjectPath } from '../uploads/naming.ts';
import type { VideoMetadata } from './metadata.ts';
import {
  VIDEO_MESSAGES,
  validateVideoForm,
  videoContentType,
  videoInsertRow,
  type VideoFormValues,
} from './videoRules.ts';

/** What the create flow needs from the browser and the backend (injected, so the order is testable). */
export interface CreateVideoDeps {
  readMetadata: (file: File) => Promise<VideoMetadata>;
  session: () => Promise<{ userId: string; accessToken: string } | null>;
  upload: (args: {
    path: string;
    file: File;
    contentType: string;
    accessToken: string;
    onProgress: (percent: number) => void;
  }) => Promise<void>;
  publicUrl: (path: string) => string;
  insert: (row: Record<string, unknown>) => Promise<unknown>;
  remove: (path: string) => Promise<void>;
  now?: () => number;
  log?: (message: string, error: unknown) => void;
}

export type CreateVideoOutcome =
  | { ok: true; path: string }
  | { ok: false; title: string; description?: string; stage: 'validation' | 'upload' | 'insert' };

/**
 * The video upload flow: validate, read metadata (a failure is only logged), upload to
 * {user id}/{timestamp}.{ext} with progress, then insert the row; a failed insert removes the file.
 */
export async function createVideo(
  values: VideoFormValues,
  deps: CreateVideoDeps,
  onProgress: (percent: number | null) => void = () => undefined,
): Promise<CreateVideoOutcome> {
  const problem = validateVideoForm(values, true);
  if (problem) return { ok: false, title: 'Erro', description: problem, stage: 'validation' };
  const file = values.file!;

  let metadata: VideoMetadata | null = null;
  try {
    metadata = await deps.readMetadata(file);
  } catch (error) {
    (deps.log ?? console.warn)('Metadados do vídeo indisponíveis:', error);
  }

  const session = await deps.session();
  if (!session)
    return { ok: false, title: 'Erro no upload', description: 'Usuário não autenticado', stage: 'upload' };

  const path = videoObjectPath(session.userId, file.name, (deps.now ?? Date.now)());
  onProgress(0);
  try {
    await deps.upload({
      path,
      file,
      contentType: videoContentType(file),
      accessToken: session.accessToken,
      onProgress,
    });
  } catch (error) {
    // Storage's refusals (type, size) arrive in English: said in pt-BR like every other upload's.
    return { ok: false, title: 'Erro no upload', description: describeDbError(error), stage: 'upload' };
  }

  const row = { ...videoInsertRow(values, file, deps.publicUrl(path), metadata), author_id: session.userId };
  try {
    await deps.insert(row);
  } catch (error) {
    await deps.remove(path);
    return {
      ok: false,
      title: VIDEO_MESSAGES.createError,
      description: describeDbError(error),
      stage: 'insert',
    };
  }
  return { ok: true, path };
}

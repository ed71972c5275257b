import { postCoverPath } from '../uploads/naming.ts';
import { describeDbError } from '../common/errors.ts';
import type { SaveWrapper } from '../resource-module.ts';
import { saveWithUpload } from '../uploads/saveWithUpload.ts';
import { currentSession } from '../auth/session.ts';
import { removeQuietly } from '../uploads/storage.ts';
import { publicUrl, storage } from '../uploads/storageClient.ts';

/** Form-only field holding a newly picked cover ({ rawFile, src, title } from <ImageInput>). */
export const COVER_UPLOAD_FIELD = 'cover_upload';

interface PickedFile {
  rawFile?: unknown;
}

function pickedFile(value: unknown): File | null {
  const raw = value && typeof value === 'object' ? (value as PickedFile).rawFile : null;
  return raw instanceof File ? raw : null;
}

/**
 * Stores a picked cover in post-covers at '{author id}/{timestamp}-{file name}' (cache 3600 s, never
 * overwriting) and writes its public URL to cover_image_url. The form-only field never reaches the table.
 * Returns the stored object's path (null when no file was picked), so a refused save can remove it.
 */
export async function uploadPickedCover<T extends Record<string, unknown>>(
  data: T,
): Promise<{ data: T; path: string | null }> {
  if (!(COVER_UPLOAD_FIELD in data)) return { data, path: null };
  const { [COVER_UPLOAD_FIELD]: picked, ...rest } = data;
  const file = pickedFile(picked);
  if (!file) return { data: rest as T, path: null };
  const session = await currentSession();
  if (!session) throw new Error('Usuário não autenticado');
  const path = postCoverPath(session.user.id, file.name);
  const { error } = await storage
    .from('post-covers')
    .upload(path, file, { cacheControl: '3600', upsert: false, contentType: file.type || undefined });
  if (error) throw new Error(`Erro ao enviar a capa: ${describeDbError(error)}`);
  return { data: { ...rest, cover_image_url: publicUrl('post-covers', path) } as unknown as T, path };
}

/** A post's save: its picked cover first, removed again if the row is refused. */
export const saveWithCover: SaveWrapper = saveWithUpload(uploadPickedCover, (path) =>
  removeQuietly('post-covers', [path]),
);

import type { ResourceCallbacks } from 'react-admin';
import { postCoverPath } from '../uploads/naming.ts';
import { currentSession, publicUrl } from '../uploads/storage.ts';
import { supabaseClient } from '../providers/supabaseClient.ts';

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
 */
export async function uploadPickedCover<T extends Record<string, unknown>>(data: T): Promise<T> {
  if (!(COVER_UPLOAD_FIELD in data)) return data;
  const { [COVER_UPLOAD_FIELD]: picked, ...rest } = data;
  const file = pickedFile(picked);
  if (!file) return rest as T;
  const session = await currentSession();
  if (!session) throw new Error('Usuário não autenticado');
  const path = postCoverPath(session.user.id, file.name);
  const { error } = await supabaseClient.storage
    .from('post-covers')
    .upload(path, file, { cacheControl: '3600', upsert: false, contentType: file.type || undefined });
  if (error) throw new Error(`Erro ao enviar a capa: ${error.message}`);
  return { ...rest, cover_image_url: publicUrl('post-covers', path) } as unknown as T;
}

export const coverLifecycle: Omit<ResourceCallbacks, 'resource'> = {
  beforeSave: (data) => uploadPickedCover(data),
};

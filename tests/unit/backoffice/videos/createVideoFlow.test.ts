import { describe, expect, it, vi } from 'vitest';
import { UploadError } from '#backoffice/uploads/storage.ts';
import { createVideo, type CreateVideoDeps } from '#backoffice/videos/createVideoFlow.ts';
import { NOT_A_VIDEO } from '#backoffice/videos/videoRules.ts';

function deps(overrides: Partial<CreateVideoDeps> = {}) {
  const calls: string[] = [];
  const base: CreateVideoDeps = {
    readMetadata: vi.fn(async () => {
      calls.push('metadata');
      return { duration_seconds: 3, width_pixels: 320, height_pixels: 240, video_format: 'webm' };
    }),
    session: vi.fn(async () => ({ userId: 'user-1', accessToken: 'token-1' })),
    upload: vi.fn(async ({ onProgress }) => {
      calls.push('upload');
      onProgress(50);
      onProgress(100);
    }),
    publicUrl: (path) => `http://storage/videos/${path}`,
    insert: vi.fn(async () => {
      calls.push('insert');
    }),
    remove: vi.fn(async () => {
      calls.push('remove');
    }),
    now: () => 1000,
    log: () => undefined,
  };
  return { deps: { ...base, ...overrides }, calls };
}

const file = () => new File([new Uint8Array(2048)], 'Clip.WEBM', { type: 'video/webm' });

describe('createVideo', () => {
  it('reads metadata, uploads with progress, then inserts the row with the author', async () => {
    const { deps: d, calls } = deps();
    const progress: Array<number | null> = [];
    const outcome = await createVideo({ title: 'T', tags: 'a, b', file: file() }, d, (p) => progress.push(p));
    expect(outcome).toEqual({ ok: true, path: 'user-1/1000.webm' });
    expect(calls).toEqual(['metadata', 'upload', 'insert']);
    expect(progress).toEqual([0, 50, 100]);
    expect(d.upload).toHaveBeenCalledWith(
      expect.objectContaining({
        path: 'user-1/1000.webm',
        contentType: 'video/webm',
        accessToken: 'token-1',
      }),
    );
    expect(d.insert).toHaveBeenCalledWith({
      title: 'T',
      description: null,
      video_url: 'http://storage/videos/user-1/1000.webm',
      tags: ['a', 'b'],
      is_active: true,
      file_size_bytes: 2048,
      duration_seconds: 3,
      width_pixels: 320,
      height_pixels: 240,
      video_format: 'webm',
      author_id: 'user-1',
    });
  });

  it('removes the uploaded file when the insert fails', async () => {
    const { deps: d, calls } = deps({
      insert: vi.fn(async () => {
        throw { body: { code: '23514', message: 'violates check constraint "videos_title_check"' } };
      }),
    });
    const outcome = await createVideo({ title: 'T', file: file() }, d);
    expect(outcome).toMatchObject({ ok: false, title: 'Erro ao criar vídeo', stage: 'insert' });
    expect(calls).toEqual(['metadata', 'upload', 'remove']);
    expect(d.remove).toHaveBeenCalledWith('user-1/1000.webm');
  });

  it('stops with "Erro no upload" in pt-BR when storage refuses the type, without inserting', async () => {
    const { deps: d } = deps({
      upload: vi.fn(async () => {
        throw new UploadError('mime type video/x-matroska is not supported', 400);
      }),
    });
    const outcome = await createVideo({ title: 'T', file: file() }, d);
    expect(outcome).toEqual({
      ok: false,
      title: 'Erro no upload',
      description: 'Tipo de arquivo não permitido.',
      stage: 'upload',
    });
    expect(d.insert).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a video before reading or uploading it', async () => {
    const { deps: d } = deps();
    const text = new File(['oi'], 'notas.txt', { type: 'text/plain' });
    expect(await createVideo({ title: 'T', file: text }, d)).toEqual({
      ok: false,
      title: 'Erro',
      description: NOT_A_VIDEO,
      stage: 'validation',
    });
    expect(d.readMetadata).not.toHaveBeenCalled();
    expect(d.upload).not.toHaveBeenCalled();
  });

  it('saves without metadata when it cannot be read', async () => {
    const { deps: d } = deps({
      readMetadata: vi.fn(async () => {
        throw new Error('timeout');
      }),
    });
    const outcome = await createVideo({ title: 'T', file: file() }, d);
    expect(outcome.ok).toBe(true);
    const row = vi.mocked(d.insert).mock.calls[0]![0];
    expect(row).not.toHaveProperty('duration_seconds');
    expect(row.video_format).toBe('webm');
  });

  it('refuses without a session or with missing fields', async () => {
    const noSession = deps({ session: vi.fn(async () => null) });
    expect(await createVideo({ title: 'T', file: file() }, noSession.deps)).toEqual({
      ok: false,
      title: 'Erro no upload',
      description: 'Usuário não autenticado',
      stage: 'upload',
    });
    const { deps: d } = deps();
    expect(await createVideo({ title: '', file: file() }, d)).toMatchObject({
      description: 'Título é obrigatório',
    });
    expect(await createVideo({ title: 'T' }, d)).toMatchObject({
      description: 'Arquivo de vídeo é obrigatório',
    });
    expect(d.upload).not.toHaveBeenCalled();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { saveWithUpload } from '#backoffice/uploads/saveWithUpload.ts';

describe('saveWithUpload', () => {
  const store = vi.fn(async (data: Record<string, unknown>) => ({
    data: { title: data.title, cover_image_url: 'https://cdn/x.png' },
    path: 'user/1-x.png',
  }));

  it('writes the data with the stored file and keeps the file', async () => {
    const remove = vi.fn(async () => undefined);
    const write = vi.fn(async (data: Record<string, unknown>) => ({ data }));
    const result = await saveWithUpload(store, remove)({ title: 'T', cover_upload: {} }, write);
    expect(write).toHaveBeenCalledWith({ title: 'T', cover_image_url: 'https://cdn/x.png' });
    expect(result).toEqual({ data: { title: 'T', cover_image_url: 'https://cdn/x.png' } });
    expect(remove).not.toHaveBeenCalled();
  });

  it('removes the new file when the row is refused, and passes the refusal on', async () => {
    const remove = vi.fn(async () => undefined);
    const refusal = Object.assign(new Error('duplicate key'), { body: { code: '23505' } });
    await expect(
      saveWithUpload(store, remove)({ title: 'T' }, async () => {
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(remove).toHaveBeenCalledWith('user/1-x.png');
  });

  it('writes nothing when the upload fails', async () => {
    const write = vi.fn();
    const failing = async () => {
      throw new Error('Erro ao enviar a capa');
    };
    await expect(saveWithUpload(failing, vi.fn())({ title: 'T' }, write)).rejects.toThrow(
      'Erro ao enviar a capa',
    );
    expect(write).not.toHaveBeenCalled();
  });

  it('removes nothing when no file was picked', async () => {
    const remove = vi.fn();
    const noFile = async (data: Record<string, unknown>) => ({ data, path: null });
    await expect(
      saveWithUpload(noFile, remove)({ title: 'T' }, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(remove).not.toHaveBeenCalled();
  });
});

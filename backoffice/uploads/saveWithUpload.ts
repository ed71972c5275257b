import type { SaveData, SaveWrapper } from '../resource-module.ts';

/** Stores the form's picked file and returns the data to write plus the stored path (null: none picked). */
export type StorePickedFile = (data: SaveData) => Promise<{ data: SaveData; path: string | null }>;

/**
 * A file goes up before its row is written, so a failed upload writes nothing; when the row is then
 * refused (duplicate slug, permission …) the new file is removed again and the refusal passes on.
 */
export function saveWithUpload(store: StorePickedFile, remove: (path: string) => Promise<void>): SaveWrapper {
  return async (data, write) => {
    const { data: stored, path } = await store(data);
    try {
      return await write(stored);
    } catch (error) {
      if (path) await remove(path);
      throw error;
    }
  };
}

/**
 * Object names in the content buckets (one naming rule per bucket). Pure, so the rules are unit-tested.
 */

/** Ambassador photo: the name lower-cased with whitespace runs turned into hyphens, '-', timestamp, '.jpg'. */
export function ambassadorPhotoFileName(name: string, timestamp: number = Date.now()): string {
  const base = name.trim().toLowerCase().replace(/\s+/g, '-');
  return `${base || 'embaixador'}-${timestamp}.jpg`;
}

/** Lower-cased extension of a file name without the dot ('' when there is none). */
export function fileExtension(fileName: string): string {
  const match = /\.([^./\\]+)$/.exec(fileName);
  return match ? match[1]!.toLowerCase() : '';
}

/** Video object: '{user id}/{timestamp}.{extension}' in the videos bucket. */
export function videoObjectPath(userId: string, fileName: string, timestamp: number = Date.now()): string {
  const ext = fileExtension(fileName) || 'mp4';
  return `${userId}/${timestamp}.${ext}`;
}

/**
 * Post cover: '{author id}/{timestamp}-{file name}'. Characters the storage API rejects in keys are
 * replaced so any picked file can be stored.
 */
export function postCoverPath(authorId: string, fileName: string, timestamp: number = Date.now()): string {
  const safe = fileName.replace(/[^\w.-]+/g, '-').replace(/^-+/, '') || 'capa';
  return `${authorId}/${timestamp}-${safe}`;
}

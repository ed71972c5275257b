import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type pg from 'pg';
import { FILES_DIR, type ExportedFile } from './manifest.ts';

/** Supabase's Free plan caps every upload at 50 MB (Storage settings, "Upload file size limit"). */
export const FREE_PLAN_UPLOAD_LIMIT_MB = 50;
const MB = 1024 * 1024;

export interface BucketLimitProblem {
  bucket: string;
  /** The bucket's own limit in bytes (null: none, so the plan's applies). */
  bucketLimit: number | null;
  /** Exported files of this bucket above the plan's limit: they cannot be uploaded until it is raised. */
  tooLarge: ExportedFile[];
}

export interface UploadResult {
  uploaded: number;
  skipped: number;
  failed: Array<{ file: string; reason: string }>;
  /** Why the objects' uploader and creation time could not be restored (they stay the import's). */
  ownersNotRestored?: string;
}

const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/**
 * Buckets that accept more than the plan's global upload limit (hosted Storage refuses anything above
 * it whatever the bucket says), with the exported files that would be refused.
 */
export async function bucketLimitProblems(
  client: pg.Client,
  files: readonly ExportedFile[],
  planLimitBytes: number,
): Promise<BucketLimitProblem[]> {
  const { rows } = await client.query<{ id: string; file_size_limit: string | null }>(
    'select id, file_size_limit::text from storage.buckets order by id',
  );
  return rows
    .map((b) => ({
      bucket: b.id,
      bucketLimit: b.file_size_limit === null ? null : Number(b.file_size_limit),
      tooLarge: files.filter((f) => f.bucket === b.id && f.size > planLimitBytes),
    }))
    .filter((p) => p.tooLarge.length > 0 || p.bucketLimit === null || p.bucketLimit > planLimitBytes);
}

/** What to change, in pt-BR and English, for one bucket above the plan's limit. */
export function describeLimitProblem(problem: BucketLimitProblem, planLimitBytes: number): string[] {
  const plan = megabytes(planLimitBytes);
  const bucketSays =
    problem.bucketLimit === null
      ? 'sem limite próprio / no limit of its own'
      : megabytes(problem.bucketLimit);
  const lines = [
    `Bucket "${problem.bucket}" (${bucketSays}) acima do limite global de upload do plano (${plan}): ` +
      `em Storage > Settings, suba "Upload file size limit" (planos pagos) ou envios maiores que ${plan} falharão.`,
    `Bucket "${problem.bucket}" (${bucketSays}) is above the plan's global upload limit (${plan}): ` +
      `raise "Upload file size limit" in Storage > Settings (paid plans) or uploads above ${plan} will fail.`,
  ];
  if (problem.tooLarge.length > 0) {
    lines.push(
      `  Arquivos exportados maiores que ${plan} / exported files above ${plan}: ` +
        problem.tooLarge.map((f) => `${f.name} (${megabytes(f.size)})`).join(', '),
    );
  }
  return lines;
}

/** The service key goes in apikey; a JWT (legacy service_role key) is also the bearer token. */
function authHeaders(serviceKey: string): Record<string, string> {
  const headers: Record<string, string> = { apikey: serviceKey };
  if (serviceKey.split('.').length === 3) headers.authorization = `Bearer ${serviceKey}`;
  return headers;
}

export function objectPath(file: Pick<ExportedFile, 'bucket' | 'name'>): string {
  return [file.bucket, ...file.name.split('/')].map(encodeURIComponent).join('/');
}

/**
 * Uploads every exported file to <project>/storage/v1/object/<bucket>/<name> (the same bucket and name,
 * so rewritten links find it). Resumable: a file whose object already exists with the same size is
 * skipped; a half-done one is replaced. Then the objects get back their uploader and creation time.
 */
export async function uploadFiles(
  client: pg.Client,
  exportDir: string,
  files: readonly ExportedFile[],
  {
    projectUrl,
    serviceKey,
    planLimitBytes,
  }: { projectUrl: string; serviceKey: string; planLimitBytes: number },
  progress: (line: string) => void = () => undefined,
): Promise<UploadResult> {
  const { rows } = await client.query<{ bucket_id: string; name: string; size: string | null }>(
    `select bucket_id, name, metadata ->> 'size' as size from storage.objects`,
  );
  const present = new Map(
    rows.map((r) => [`${r.bucket_id}/${r.name}`, r.size === null ? null : Number(r.size)]),
  );
  const result: UploadResult = { uploaded: 0, skipped: 0, failed: [] };
  for (const file of files) {
    const key = `${file.bucket}/${file.name}`;
    if (present.get(key) === file.size) {
      result.skipped++;
      continue;
    }
    if (file.size > planLimitBytes) {
      result.failed.push({ file: key, reason: `maior que o limite do plano / above the plan's limit` });
      continue;
    }
    const headers: Record<string, string> = {
      ...authHeaders(serviceKey),
      'content-type': file.contentType,
      'content-length': String(file.size),
      'x-upsert': 'true',
    };
    if (file.cacheControl) headers['cache-control'] = file.cacheControl;
    try {
      const body = Readable.toWeb(createReadStream(path.join(exportDir, FILES_DIR, file.bucket, file.name)));
      const response = await fetch(`${projectUrl}/storage/v1/object/${objectPath(file)}`, {
        method: 'POST',
        headers,
        body: body as ReadableStream<Uint8Array>,
        duplex: 'half',
      } as RequestInit);
      if (!response.ok) {
        result.failed.push({
          file: key,
          reason: `HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`,
        });
        continue;
      }
      await response.arrayBuffer();
      result.uploaded++;
      progress(`  ${key}`);
    } catch (err) {
      result.failed.push({ file: key, reason: err instanceof Error ? err.message : String(err) });
    }
  }
  try {
    await restoreObjectOwners(client, files);
  } catch (err) {
    // The files are there and answer at their links; only who uploaded them could not be written back.
    result.ownersNotRestored = err instanceof Error ? err.message : String(err);
  }
  return result;
}

/** The Storage API records the service key as uploader; the export knows who it really was. */
async function restoreObjectOwners(client: pg.Client, files: readonly ExportedFile[]): Promise<void> {
  await client.query(
    `update storage.objects o
        set owner = f.owner, owner_id = f.owner_id, user_metadata = f.user_metadata,
            created_at = coalesce(f.created_at, o.created_at)
       from jsonb_to_recordset($1::jsonb)
            as f (bucket text, name text, owner uuid, owner_id text, user_metadata jsonb, created_at timestamptz)
      where o.bucket_id = f.bucket and o.name = f.name`,
    [
      JSON.stringify(
        files.map((f) => ({
          bucket: f.bucket,
          name: f.name,
          owner: f.owner,
          owner_id: f.ownerId,
          user_metadata: f.userMetadata,
          created_at: f.createdAt,
        })),
      ),
    ],
  );
}

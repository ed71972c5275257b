import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { StorageDeps } from './deps.ts';
import { errors, StorageError } from './errors.ts';
import { safeHeaderValue } from './header-values.ts';
import { objectName } from './object-names.ts';
import { authenticate, verifySignedUrlToken, withCaller } from './scope.ts';

/**
 * Storage's image transformations (GET /render/image/{public|authenticated|sign}/{bucket}/{path}), with
 * its parameters and limits: width and height up to 2,500 px (larger values are clamped, as imgproxy's
 * limits do), resize cover (crop to fill, the default) / contain (fit inside) / fill (stretch), quality
 * 20–100 (80 by default), and format: origin keeps the stored format, otherwise the output follows the
 * browser's Accept header (AVIF, else WebP, else the stored format). Images are never enlarged.
 * Each rendition is kept on disk under its object's version and the parameters.
 */
export interface Transformations {
  width?: number;
  height?: number;
  resize?: 'cover' | 'contain' | 'fill';
  quality?: number;
  format?: 'origin' | 'avif' | 'webp';
}

export const MAX_DIMENSION = 2500;
const DEFAULT_QUALITY = 80;
const RESIZE = ['cover', 'contain', 'fill'] as const;
const FORMATS = ['origin', 'avif', 'webp'] as const;

/** Storage validates the query with its JSON schema; Fastify's answer names the field. */
const invalid = (message: string) =>
  new StorageError('400', 'InvalidRequest', 'Error', `querystring/${message}`);

function integerParam(query: Record<string, unknown>, name: string, min: number, max?: number) {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !/^-?\d+$/.test(raw.trim())) throw invalid(`${name} must be integer`);
  const value = Number(raw);
  if (value < min) throw invalid(`${name} must be >= ${min}`);
  if (max !== undefined && value > max) throw invalid(`${name} must be <= ${max}`);
  return value;
}

function enumParam<T extends string>(query: Record<string, unknown>, name: string, allowed: readonly T[]) {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  if (!allowed.includes(raw as T)) throw invalid(`${name} must be equal to one of the allowed values`);
  return raw as T;
}

/** The transformations of a render request's query, refused as Storage refuses them. */
export function transformationsFromQuery(query: Record<string, unknown>): Transformations {
  const width = integerParam(query, 'width', 0);
  const height = integerParam(query, 'height', 0);
  return {
    width: width ? Math.min(width, MAX_DIMENSION) : undefined,
    height: height ? Math.min(height, MAX_DIMENSION) : undefined,
    resize: enumParam(query, 'resize', RESIZE),
    quality: integerParam(query, 'quality', 20, 100),
    format: enumParam(query, 'format', FORMATS),
  };
}

/** The same checks for the `transform` of a signed URL request (storage-js sends numbers there). */
export function transformationsFromBody(transform: unknown): Transformations | null {
  if (!transform || typeof transform !== 'object' || Object.keys(transform).length === 0) return null;
  const asQuery = Object.fromEntries(
    Object.entries(transform as Record<string, unknown>).map(([key, value]) => [key, String(value)]),
  );
  return transformationsFromQuery(asQuery);
}

/** Storage's string form, which signed render URLs carry in their token ("width:300,resize:cover"). */
export function transformationString(t: Transformations): string {
  return Object.entries(t)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}:${String(value)}`)
    .join(',');
}

function parseTransformationString(text: string): Transformations {
  const query: Record<string, string> = {};
  for (const part of text.split(',').filter(Boolean)) {
    const at = part.indexOf(':');
    query[part.slice(0, at)] = part.slice(at + 1);
  }
  return transformationsFromQuery(query);
}

type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png' | 'gif';
const MIME: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** Stored formats sharp writes back as they are; anything else (SVG, TIFF…) leaves as PNG. */
function originFormat(sourceFormat: string | undefined): OutputFormat {
  if (
    sourceFormat === 'jpeg' ||
    sourceFormat === 'png' ||
    sourceFormat === 'webp' ||
    sourceFormat === 'gif'
  ) {
    return sourceFormat;
  }
  if (sourceFormat === 'heif') return 'avif';
  return 'png';
}

function outputFormat(
  t: Transformations,
  accept: string | undefined,
  source: string | undefined,
): OutputFormat {
  if (t.format === 'avif' || t.format === 'webp') return t.format;
  if (t.format !== 'origin' && accept) {
    if (/image\/avif/i.test(accept)) return 'avif';
    if (/image\/webp/i.test(accept)) return 'webp';
  }
  return originFormat(source);
}

const unsupportedImage = () =>
  new StorageError(
    '422',
    'InvalidRequest',
    'InvalidRequest',
    'The source image is invalid or unsupported for rendering',
  );

/** Renders with sharp and keeps the bytes at `cached` (written whole, then renamed into place). */
async function renderToCache(
  file: string,
  t: Transformations,
  format: OutputFormat,
  cached: string,
): Promise<Buffer> {
  const fit = t.resize === 'contain' ? 'inside' : t.resize === 'fill' ? 'fill' : 'cover';
  let image = sharp(file, { animated: format === 'gif' || format === 'webp' }).rotate();
  if (t.width || t.height) {
    image = image.resize({ width: t.width, height: t.height, fit, withoutEnlargement: true });
  }
  const quality = t.quality ?? DEFAULT_QUALITY;
  image =
    format === 'png' ? image.png() : format === 'gif' ? image.gif() : image.toFormat(format, { quality });
  let body: Buffer;
  try {
    body = await image.toBuffer();
  } catch {
    throw unsupportedImage();
  }
  await mkdir(path.dirname(cached), { recursive: true });
  const temp = `${cached}.${randomUUID()}.tmp`;
  await writeFile(temp, body);
  await rename(temp, cached);
  return body;
}

interface ObjectToRender {
  bucketId: string;
  name: string;
  metadata: Record<string, unknown> | null;
  updated_at: Date;
}

export function registerImageRender(app: FastifyInstance, deps: StorageDeps): void {
  const cacheDir = path.join(deps.config.stackDir, 'storage-render-cache');
  const inflight = new Map<string, Promise<Buffer>>();

  async function findRow(
    client: { query: (text: string, values: unknown[]) => Promise<{ rows: ObjectToRender[] }> },
    bucketId: string,
    name: string,
  ): Promise<ObjectToRender> {
    const { rows } = await client.query(
      'select bucket_id as "bucketId", name, metadata, updated_at from storage.objects where bucket_id = $1 and name = $2',
      [bucketId, name],
    );
    if (!rows[0]) throw errors.noSuchKey();
    return rows[0];
  }

  /** The rendition's bytes: from the disk cache, else rendered once and kept. */
  async function rendition(object: ObjectToRender, t: Transformations, accept: string | undefined) {
    const file = deps.filePath(object.bucketId, object.name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw errors.noSuchKey();
    let source: string | undefined;
    try {
      source = (await sharp(file).metadata()).format;
    } catch {
      throw unsupportedImage();
    }
    const format = outputFormat(t, accept, source);
    const version = `${String(object.metadata?.eTag ?? '')}|${object.updated_at.toISOString()}|${info.size}`;
    const key = createHash('sha256')
      .update(`${object.bucketId}/${object.name}|${version}|${transformationString(t)}|${format}`)
      .digest('hex');
    const cached = path.join(cacheDir, key.slice(0, 2), `${key}.${format}`);
    if (existsSync(cached)) return { body: await readFile(cached), format, etag: `"${key.slice(0, 32)}"` };

    // Concurrent requests for the same rendition (a page's preload and its img) share one render.
    let pending = inflight.get(cached);
    if (!pending) {
      pending = renderToCache(file, t, format, cached).finally(() => inflight.delete(cached));
      inflight.set(cached, pending);
    }
    const body = await pending;
    return { body, format, etag: `"${key.slice(0, 32)}"` };
  }

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    object: ObjectToRender,
    t: Transformations,
    expires?: Date,
  ) {
    const { body, format, etag } = await rendition(object, t, request.headers.accept);
    reply
      .header('Content-Type', MIME[format])
      .header('Cache-Control', safeHeaderValue(object.metadata?.cacheControl, 'no-cache'))
      .header('ETag', etag)
      .header('Vary', 'Accept')
      .header('X-Transformations', transformationString(t))
      .header('X-Content-Type-Options', 'nosniff');
    if (expires) reply.header('Expires', expires.toUTCString());
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.header('Content-Length', String(body.length)).send(body);
  }

  type RenderRequest = FastifyRequest<{
    Params: { bucket: string; '*': string };
    Querystring: Record<string, string>;
  }>;

  app.get('/render/image/public/:bucket/*', async (request: RenderRequest, reply) => {
    const t = transformationsFromQuery(request.query);
    const bucket = await deps.findBucket(request.params.bucket);
    if (!bucket.public) throw errors.noSuchBucket();
    const object = await findRow(deps.db, bucket.id, objectName(request.params['*']));
    return await send(request, reply, object, t);
  });

  app.get('/render/image/authenticated/:bucket/*', async (request: RenderRequest, reply) => {
    const t = transformationsFromQuery(request.query);
    const caller = await authenticate(deps.config, request);
    const bucket = await deps.findBucket(request.params.bucket);
    const name = objectName(request.params['*']);
    const object = await withCaller(
      deps.db,
      caller,
      { commit: false, operation: 'storage.object.get' },
      (client) => findRow(client, bucket.id, name),
    );
    return await send(request, reply, object, t);
  });

  app.get('/render/image/sign/:bucket/*', async (request: RenderRequest, reply) => {
    const payload: Awaited<ReturnType<typeof verifySignedUrlToken>> & {
      transformations?: unknown;
      scope?: unknown;
    } = await verifySignedUrlToken(deps.config, request.query.token);
    const name = objectName(request.params['*']);
    if (payload.scope === 'upload' || payload.url !== `${request.params.bucket}/${name}`) {
      throw new StorageError(
        '400',
        'InvalidSignature',
        'Invalid signature',
        'The url do not match the signature',
      );
    }
    const t = parseTransformationString(
      typeof payload.transformations === 'string' ? payload.transformations : '',
    );
    const object = await findRow(deps.db, request.params.bucket, name);
    return await send(request, reply, object, t, payload.exp ? new Date(payload.exp * 1000) : undefined);
  });
}

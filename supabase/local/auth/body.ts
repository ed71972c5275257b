import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

export type JsonObject = Record<string, unknown>;

/** The request body as an object; auth-js posts `{}`-less bodies (logout) and nulls for absent fields. */
export function bodyOf(request: FastifyRequest): JsonObject {
  const body = request.body;
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('bad_json', 'Could not parse request body as JSON');
  }
  return body as JsonObject;
}

export function optionalString(body: JsonObject, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest('validation_failed', `${key} must be a string`);
  return value;
}

export function optionalObject(body: JsonObject, key: string): JsonObject | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('validation_failed', `${key} must be an object`);
  }
  return value as JsonObject;
}

export function queryOf(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  const query = request.query as Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(query ?? {})) {
    if (typeof value === 'string') out[key] = value;
    else if (Array.isArray(value) && typeof value[0] === 'string') out[key] = value[0];
  }
  return out;
}

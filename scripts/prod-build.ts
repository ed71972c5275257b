import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '#supabase/local/config.ts';
import { buildApps } from './build-apps.ts';

const STAMP = '.elo-build.json';

interface BuildStamp {
  supabaseUrl: string;
  anonKeyHash: string;
  source: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The sources' version: the commit plus any uncommitted change of the apps (null without git). */
function sourceFingerprint(): string | null {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const head = git('rev-parse', 'HEAD').trim();
    const changes = git('status', '--porcelain', '--', 'site', 'backoffice', 'shared', 'package-lock.json');
    const diff = changes
      ? git('diff', 'HEAD', '--', 'site', 'backoffice', 'shared', 'package-lock.json')
      : '';
    return sha256(`${head}\n${changes}\n${diff}`);
  } catch {
    return null;
  }
}

/**
 * The apps carry the Supabase URL and anon key they were built with: they are (re)built when there is
 * no build, when the URL or key changed (a new install, a rotated secret) or when the sources changed.
 * Returns true when it built.
 */
export function ensureProductionBuild(
  distDir: string,
  supabaseUrl: string,
  anonKey: string,
  log: (line: string) => void,
): boolean {
  const wanted: BuildStamp = { supabaseUrl, anonKeyHash: sha256(anonKey), source: sourceFingerprint() ?? '' };
  const stampFile = path.join(distDir, STAMP);
  if (wanted.source && existsSync(stampFile)) {
    const current = JSON.parse(readFileSync(stampFile, 'utf8')) as BuildStamp;
    if (
      current.supabaseUrl === wanted.supabaseUrl &&
      current.anonKeyHash === wanted.anonKeyHash &&
      current.source === wanted.source
    ) {
      return false;
    }
  }
  log(`Building the site and the back-office for ${supabaseUrl} into ${distDir}…`);
  buildApps(distDir, { VITE_SUPABASE_URL: supabaseUrl, VITE_SUPABASE_ANON_KEY: anonKey });
  writeFileSync(stampFile, `${JSON.stringify(wanted, null, 2)}\n`);
  return true;
}

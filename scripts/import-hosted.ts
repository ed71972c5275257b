import path from 'node:path';
import pg from 'pg';
import { argValue } from '#supabase/local/production/config.ts';
import {
  bucketLimitProblems,
  describeLimitProblem,
  FREE_PLAN_UPLOAD_LIMIT_MB,
  uploadFiles,
} from './hosted-move/files.ts';
import { loadRows } from './hosted-move/load.ts';
import { readExportManifest } from './hosted-move/manifest.ts';
import { fail } from './prod-cli.ts';

/**
 * npm run import:hosted -- --db-url <connection string> --project-url https://<ref>.supabase.co
 *   --service-key <service_role or secret key> [--from ./export] [--upload-limit-mb 50]
 * The import side of the move to hosted Supabase, after `supabase db push`: the rows in one transaction
 * (any error stops it and nothing is written), sequences past the loaded ids, counts checked against the
 * manifest, then the files through the Storage API (run it again to resume), and a summary.
 */
const USAGE =
  'Uso / usage: npm run import:hosted -- --db-url "<connection string>" --project-url https://<ref>.supabase.co --service-key <key> [--from ./export] [--upload-limit-mb 50]';

const argv = process.argv.slice(2);
try {
  const dbUrl = argValue(argv, '--db-url');
  const projectUrl = argValue(argv, '--project-url')?.replace(/\/+$/, '');
  const serviceKey = argValue(argv, '--service-key');
  if (!dbUrl || !projectUrl || !serviceKey) throw new Error(USAGE);
  const dir = path.resolve(argValue(argv, '--from') ?? 'export');
  const limitMb = Number(argValue(argv, '--upload-limit-mb') ?? FREE_PLAN_UPLOAD_LIMIT_MB);
  if (!Number.isFinite(limitMb) || limitMb <= 0) {
    throw new Error('--upload-limit-mb deve ser um número positivo / must be a positive number.');
  }
  const planLimitBytes = limitMb * 1024 * 1024;
  const manifest = await readExportManifest(dir);
  if (manifest.hostedUrl !== projectUrl) {
    throw new Error(
      `A exportação apontou os links para ${manifest.hostedUrl}, não para ${projectUrl}: exporte de novo com --hosted-url ${projectUrl}.\n` +
        `The export pointed links at ${manifest.hostedUrl}, not ${projectUrl}: export again with --hosted-url ${projectUrl}.`,
    );
  }

  let failedUploads = 0;
  const client = new pg.Client({ connectionString: dbUrl, application_name: 'elo-import-hosted' });
  await client.connect();
  try {
    // Say what to change before anything is written: the plan's limit decides which files can go.
    const problems = await bucketLimitProblems(client, manifest.files, planLimitBytes);
    for (const problem of problems)
      for (const line of describeLimitProblem(problem, planLimitBytes)) console.log(line);

    console.log('Carregando as linhas / loading the rows…');
    const loaded = await loadRows(client, dir, manifest);
    const rows = loaded.tables.reduce((sum, t) => sum + t.found, 0);

    console.log(`Enviando ${manifest.files.length} arquivos / uploading ${manifest.files.length} files…`);
    const files = await uploadFiles(client, dir, manifest.files, { projectUrl, serviceKey, planLimitBytes });

    console.log('');
    console.log('Resumo:');
    console.log(
      loaded.alreadyLoaded
        ? `  linhas já carregadas antes: nada foi sobrescrito (${loaded.tables.length} tabelas, ${rows} linhas hoje)`
        : `  ${loaded.tables.length} tabelas, ${rows} linhas, contagens iguais ao manifesto`,
    );
    console.log(`  ${loaded.sequences.length} sequências ajustadas após os ids carregados`);
    console.log(
      `  arquivos: ${files.uploaded} enviados, ${files.skipped} já estavam lá, ${files.failed.length} com erro`,
    );
    console.log('Summary:');
    console.log(
      loaded.alreadyLoaded
        ? `  rows loaded before: nothing overwritten (${loaded.tables.length} tables, ${rows} rows now)`
        : `  ${loaded.tables.length} tables, ${rows} rows, counts equal to the manifest`,
    );
    console.log(`  ${loaded.sequences.length} sequences moved past the loaded ids`);
    console.log(
      `  files: ${files.uploaded} uploaded, ${files.skipped} already there, ${files.failed.length} failed`,
    );
    for (const failure of files.failed) console.log(`  ${failure.file}: ${failure.reason}`);
    failedUploads = files.failed.length;
    if (files.ownersNotRestored) {
      console.log(
        `  Atenção / warning: autores dos arquivos não restaurados / uploaders not restored: ${files.ownersNotRestored}`,
      );
    }
    if (problems.length > 0) {
      console.log('  Limites de upload: veja acima / upload limits: see above.');
    }
    if (files.failed.length > 0) {
      console.log(
        'Rode o mesmo comando de novo depois de corrigir: só o que falta é enviado.\nRun the same command again once fixed: only what is missing is uploaded.',
      );
    }
  } finally {
    await client.end();
  }
  // Explicitly: an exit hook of the database library would otherwise end the process with 0.
  process.exit(failedUploads > 0 ? 1 : 0);
} catch (err) {
  fail(err);
}

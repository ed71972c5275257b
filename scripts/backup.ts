import { createBackup, pruneBackups } from '#supabase/local/production/backup.ts';
import { fail, productionContext, withDatabase } from './prod-cli.ts';

/**
 * npm run backup [-- --data-dir DIR]: one backup of the production data folder now (the database's
 * rows and the stored files in one .tar, 0600), then backups older than ELO_BACKUP_KEEP_DAYS go.
 */
try {
  const { settings, config } = await productionContext(process.argv.slice(2), { requireExisting: true });
  const { file, manifest } = await withDatabase(config, () => createBackup(config, settings.backup.dir));
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  const removed = await pruneBackups(settings.backup.dir, settings.backup.keepDays);
  console.log(`Backup written: ${file}`);
  console.log(`  ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} stored files`);
  if (removed.length > 0)
    console.log(`  removed ${removed.length} backup(s) older than ${settings.backup.keepDays} days`);
} catch (err) {
  fail(err);
}

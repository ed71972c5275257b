import { restoreBackup } from '#supabase/local/production/restore.ts';
import { fail, productionContext } from './prod-cli.ts';

/**
 * npm run restore -- <backup.tar> [--data-dir DIR]: replaces the (stopped) production data folder's
 * database and stored files with the backup's. The folder it replaces is kept beside it.
 */
const argv = process.argv.slice(2);
const file = argv.find((arg, i) => !arg.startsWith('--') && argv[i - 1] !== '--data-dir');
try {
  if (!file) throw new Error('Usage: npm run restore -- <backup.tar> [--data-dir DIR]');
  const { config } = await productionContext(argv, { requireExisting: false });
  const { previous, manifest } = await restoreBackup(config, file, (line) => console.log(line));
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Restored ${rows} rows in ${manifest.tables.length} tables and ${manifest.files.length} files from ${file}.`,
  );
  if (previous) console.log(`The data folder from before is kept in ${previous} (delete it when satisfied).`);
  console.log('Start the site again: npm run start:prod (or systemctl start elo-cx).');
} catch (err) {
  fail(err);
}

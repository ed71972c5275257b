import { dataDirFrom } from '#supabase/local/production/config.ts';
import { rotateSecrets } from '#supabase/local/production/secrets.ts';
import { fail } from './prod-cli.ts';

/**
 * npm run rotate-secrets [-- --data-dir DIR]: a new JWT secret and new API keys for the production
 * install. Restart it afterwards: the apps are rebuilt with the new anon key, every token signed with
 * the old secret stops working (people stay signed in through their refresh tokens).
 */
try {
  const { file } = await rotateSecrets(dataDirFrom(process.argv.slice(2)));
  console.log(`New JWT secret and API keys written to ${file}.`);
  console.log('Restart the site (systemctl restart elo-cx, or npm run start:prod) to use them.');
} catch (err) {
  fail(err);
}

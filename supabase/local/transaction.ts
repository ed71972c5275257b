import type pg from 'pg';

/**
 * Runs `work` on one pooled connection inside a transaction: committed if it returns (unless `commit` is
 * false, for work that only reads under transaction-local settings), rolled back if it throws.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  { commit = true }: { commit?: boolean } = {},
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query(commit ? 'commit' : 'rollback');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

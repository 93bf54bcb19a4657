// LS1 on PostgreSQL through node-postgres (`pg`): pure JavaScript, so the Lambda bundle needs no native module,
// and maintained with the server's releases (docs/migration.md says why PostgreSQL). One connection per request:
// connect times out after a few seconds, so an unreachable address is a quick 400 and not a hung request; each
// query has its own timeout. Failures become LegacySourceError with the field to fix.
import pg from 'pg';
import { type LegacyField, type LegacyPage, type LegacySource, LegacySourceError } from './legacy-source.ts';
import { type Ls1Table, ls1Tables } from './ls1-schema.ts';
import { hostAndPort, type MigrationPayload } from './payload.ts';

export const pgTimeouts = { connectMs: 5_000, queryMs: 30_000 };

/** SQLSTATE codes and socket errors a person can fix, and the field each one points at. */
function explain(err: unknown, where: string, p: MigrationPayload): LegacySourceError {
  const e = err as { code?: string; message?: string };
  const code = e.code ?? '';
  const at = `${p.landSharkOneDbAddress}`;
  const field = (message: string, f?: LegacyField) => new LegacySourceError(message, f);
  if (['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH'].includes(code))
    return field(
      `Could not connect to ${at}: the connection was refused. Check the address and port, and that the server accepts connections from the portal.`,
      'landSharkOneDbAddress',
    );
  if (['ENOTFOUND', 'EAI_AGAIN'].includes(code))
    return field(`Could not find the host ${at}. Check the address.`, 'landSharkOneDbAddress');
  if (code === 'ETIMEDOUT' || /timeout/i.test(e.message ?? ''))
    return field(
      `${at} did not answer in time (${where}). Check the address, port and firewall.`,
      'landSharkOneDbAddress',
    );
  if (code === '28P01' || code === '28000')
    return field('The database refused this user name and password.', 'landSharkOneDbPassword');
  if (code === '3D000') return field(`There is no database named ${p.landSharkOneDbName} there.`, 'landSharkOneDbName');
  if (code === '42P01' || code === '42703')
    return field(`The database ${p.landSharkOneDbName} does not look like LS1's: ${e.message}.`, 'landSharkOneDbName');
  if (code === '42501') return field(`The user may not read LS1's tables: ${e.message}.`, 'landSharkOneDbUsername');
  return field(`The LS1 database answered with an error (${where}): ${(e.message ?? 'unknown').slice(0, 200)}`);
}

const TIMESTAMP = 1114;
const DATE = 1082;
/** LS1's timestamps without a zone are read as UTC (not as this process's zone), its dates as the text YYYY-MM-DD. */
function typeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === TIMESTAMP) return (v: string) => new Date(`${v.replace(' ', 'T')}Z`);
  if (oid === DATE) return (v: string) => v;
  return pg.types.getTypeParser(oid, format);
}

export async function openPgSource(p: MigrationPayload): Promise<LegacySource> {
  const { host, port } = hostAndPort(p.landSharkOneDbAddress, 5432);
  const client = new pg.Client({
    host,
    port,
    database: p.landSharkOneDbName,
    user: p.landSharkOneDbUsername,
    password: p.landSharkOneDbPassword,
    connectionTimeoutMillis: pgTimeouts.connectMs,
    query_timeout: pgTimeouts.queryMs,
    application_name: 'ls2-migration',
    types: { getTypeParser: typeParser as never },
  });
  // a socket error after connect would otherwise be an unhandled 'error' event
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (err) {
    await client.end().catch(() => {});
    throw explain(err, 'connecting', p);
  }

  const query = async (sql: string, values: unknown[], where: string) => {
    try {
      return await client.query(sql, values);
    } catch (err) {
      throw explain(err, where, p);
    }
  };

  const page = async (name: Ls1Table, after: string | undefined, limit: number): Promise<LegacyPage> => {
    const t = ls1Tables[name];
    const { rows } = await query(
      `SELECT ${t.columns.join(', ')} FROM ${t.table} WHERE ($1::bigint IS NULL OR ${t.key} > $1::bigint) ORDER BY ${t.key} LIMIT $2`,
      [after ?? null, limit],
      `reading ${t.table}`,
    );
    const last = rows.at(-1);
    return { rows, ...(rows.length === limit && last ? { next: String(last[t.key]) } : {}) };
  };

  return {
    async counts() {
      const count = async (name: Ls1Table) => {
        const t = ls1Tables[name];
        // selecting every column once proves they all exist before anything is wiped
        await query(`SELECT ${t.columns.join(', ')} FROM ${t.table} LIMIT 0`, [], `checking ${t.table}`);
        const { rows } = await query(`SELECT count(*)::bigint AS n FROM ${t.table}`, [], `counting ${t.table}`);
        return Number(rows[0]?.n ?? 0);
      };
      return { accounts: await count('accounts'), users: await count('users'), auditLog: await count('auditLog') };
    },
    accounts: (after, limit) => page('accounts', after, limit),
    users: (after, limit) => page('users', after, limit),
    auditLog: (after, limit) => page('auditLog', after, limit),
    close: () => client.end().catch(() => {}),
  };
}

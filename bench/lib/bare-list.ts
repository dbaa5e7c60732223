// The list baseline: a bare node:http server with a pg pool running, for every request, the same
// statements the API runs for `GET /api/solicitation` (the session lookup, then the page, with
// its photos and report ids, and its count in parallel), answering the rows as JSON.
import { createServer } from 'node:http';
import pg from 'pg';
import type { Statement } from './capture';

const [port, databaseUrl, options, encoded] = process.argv.slice(2);
const [session, rows, total] = JSON.parse(
  Buffer.from(encoded!, 'base64url').toString(),
) as Statement[];
// The API's pool: ten connections with its planner settings.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options });

const run = (statement: Statement) => pool.query(statement.text, statement.values);

createServer((_req, res) => {
  (async () => {
    const live = await run(session!);
    if (live.rows.length === 0) throw new Error('no session');
    const [page, counted] = await Promise.all([run(rows!), run(total!)]);
    const body = JSON.stringify(page.rows);
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'x-total-count': String(counted.rows[0].count),
    });
    res.end(body);
  })().catch(() => {
    res.writeHead(500);
    res.end();
  });
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));

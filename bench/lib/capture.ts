// The SQL the API runs for one request, captured from the real services through a drizzle logger,
// so the bare server runs exactly the same statements and EXPLAIN sees exactly what the API asks.
import pg from 'pg';
import { postgresDb, RANDOM_PAGE_COST, type Db } from '../../apps/api/src/db/client';

/** The planner settings the API's connections use (see apps/api/src/db/client.ts). */
export const plannerOptions = `-c random_page_cost=${RANDOM_PAGE_COST}`;

export interface Statement {
  text: string;
  values: unknown[];
}

/** The statements `work` sends to the database, in the order they are sent. */
export async function captureStatements(
  url: string,
  work: (db: Db) => Promise<unknown>,
): Promise<Statement[]> {
  const statements: Statement[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = postgresDb(pool, (text, values) => statements.push({ text, values }));
  try {
    await work(db);
  } finally {
    await pool.end();
  }
  return statements;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Runs EXPLAIN ANALYZE on the statements: the indexes they use and the tables they scan whole. */
export async function planSummary(url: string, statements: Statement[]) {
  // Planned with the API's settings.
  const client = new pg.Client({ connectionString: url, options: plannerOptions });
  await client.connect();
  const indexes = new Set<string>();
  const seqScans = new Set<string>();
  let milliseconds = 0;
  try {
    for (const statement of statements) {
      const { rows } = await client.query<{
        'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }];
      }>(`explain (analyze, format json) ${statement.text}`, statement.values);
      const [result] = rows[0]!['QUERY PLAN'];
      milliseconds += result['Execution Time'];
      const visit = (node: PlanNode) => {
        if (node['Index Name']) indexes.add(node['Index Name']);
        if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) {
          seqScans.add(node['Relation Name']);
        }
        node.Plans?.forEach(visit);
      };
      visit(result.Plan);
    }
  } finally {
    await client.end();
  }
  return { indexes: [...indexes].sort(), seqScans: [...seqScans].sort(), milliseconds };
}

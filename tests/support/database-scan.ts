import pg from "pg";

export interface ColumnHit {
  column: string;
  rows: number;
}

/** Column types that can hold text: text, varchar, char, json, jsonb, and arrays of text or varchar. */
const TEXT_COLUMNS = `
  SELECT c.table_schema, c.table_name, c.column_name
  FROM information_schema.columns c
  JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
  WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema') AND c.table_schema NOT LIKE 'pg\\_%'
    AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb') OR c.udt_name IN ('_text', '_varchar', 'citext'))
  ORDER BY 1, 2, 3`;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Every column of every table, in every schema of the database (public, the job queue's, any
 * other), that holds `needle`: a substring (any case) or a PostgreSQL regular expression.
 */
export async function findInEveryTable(
  url: string,
  needle: { contains: string } | { matches: string },
): Promise<ColumnHit[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: columns } = await client.query<{ table_schema: string; table_name: string; column_name: string }>(
      TEXT_COLUMNS,
    );
    const condition = "contains" in needle ? "strpos(lower(%s::text), lower($1)) > 0" : "%s::text ~ $1";
    const value = "contains" in needle ? needle.contains : needle.matches;
    const hits: ColumnHit[] = [];
    for (const { table_schema, table_name, column_name } of columns) {
      const sql = `SELECT count(*)::int AS n FROM ${quote(table_schema)}.${quote(table_name)} WHERE ${condition.replace("%s", quote(column_name))}`;
      const { rows } = await client.query<{ n: number }>(sql, [value]);
      if ((rows[0]?.n ?? 0) > 0)
        hits.push({ column: `${table_schema}.${table_name}.${column_name}`, rows: rows[0]?.n ?? 0 });
    }
    return hits;
  } finally {
    await client.end();
  }
}

/** How many tables of every schema the scan reads, to show it is not empty. */
export async function scannedColumnCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(TEXT_COLUMNS)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

// A query every request runs (the session lookup, the polled todo count and notice) is built once
// per database and kept as a prepared statement: building a Drizzle query cost more CPU than
// running it (a fifth of GET /todos/count's on PostgreSQL), and on PostgreSQL a named statement is
// parsed and planned once per connection instead of once per call.
import type { Db } from "./client.ts";

/** The statement (or statements) `build` makes, made once for each database it is asked for. */
export function preparedOnce<P extends object>(build: (db: Db) => P): (db: Db) => P {
  const made = new WeakMap<Db, P>();
  return (db) => {
    let statement = made.get(db);
    if (!statement) {
      statement = build(db);
      made.set(db, statement);
    }
    return statement;
  };
}

/** All databases of all projects, each fully isolated, created on first use. */
import { DatabaseStore } from './DatabaseStore';

export class Store {
  private readonly databases = new Map<string, DatabaseStore>();

  /** `database` is `projects/{p}/databases/{d}`. */
  database(database: string): DatabaseStore {
    let db = this.databases.get(database);
    if (!db) this.databases.set(database, (db = new DatabaseStore(database)));
    return db;
  }

  names(): string[] {
    return [...this.databases.entries()].filter(([, db]) => !db.isEmpty()).map(([name]) => name);
  }

  /** Changes so far across every database (grows with each write, delete or clear). */
  revision(): number {
    let total = 0;
    for (const db of this.databases.values()) total += db.revision;
    return total;
  }

  all(): DatabaseStore[] {
    return [...this.databases.values()];
  }
}

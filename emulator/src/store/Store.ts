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

  all(): DatabaseStore[] {
    return [...this.databases.values()];
  }
}

import type { DatabaseConnection, Driver } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';

/**
 * PGlite's dialect, whose one connection passes to the next caller only after the event loop has
 * taken a turn (setImmediate).
 *
 * PGlite runs each query synchronously on this thread, and the dialect hands its connection to the
 * next waiting caller in a microtask: under load the queued queries ran back to back without the
 * event loop ever reaching its I/O phase, so the callers already queued were served again and again
 * while a new connection's request was not even read: under bench:load the last client's first
 * call, and even a request that needs no database (GET /api/Config), waited many times longer than
 * every other call. Between two queries the loop now reads what arrived,
 * and those requests queue behind the ones already waiting, in the order they came.
 */
export class TurnTakingPGliteDialect extends PGliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    const release = driver.releaseConnection.bind(driver);
    // The caller goes on at once (its answer is sent); the next query waits for the loop's turn.
    driver.releaseConnection = async (connection: DatabaseConnection) => {
      setImmediate(() => {
        release(connection).catch((error: unknown) => {
          console.error(`database: passing PGlite's connection on failed (${(error as Error).message})`);
        });
      });
    };
    return driver;
  }
}

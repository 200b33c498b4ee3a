import type { Answer, QueryParams } from '@tac/api-client';
import { failed, ok } from '@tac/api-client/testing';
import type { SearchRequest } from '@tac/contracts';

export interface FakeListConfig<Row> {
  paths: { list: string; byId: string; save: string; delete?: string };
  /** The query parameter of the by-id call, e.g. 'materialId'. */
  byIdParam: string;
  id: (row: Row) => number;
  /** What the search box matches by "contains", ignoring case. */
  text: (row: Row) => string;
  /** data of the by-id answer, e.g. the row or { forecast: [row] }. */
  byIdData: (row: Row) => unknown;
  /** The id a save body names (undefined or 0: add). */
  saveId: (body: Record<string, unknown>) => number | undefined;
  /** The row a save body makes, given its id and the row it replaces (if editing). */
  fromSave: (body: Record<string, unknown>, id: number, existing: Row | undefined) => Row;
  /** The id a delete body names. */
  deleteId: (body: Record<string, unknown>) => number;
  /** The server's own order, if any. */
  order?: (rows: Row[]) => Row[];
  messages?: { saved?: string; updated?: string; deleted?: string };
}

/**
 * An in-memory list server behind `api.get` / `api.post`, answering like the real one through the
 * client (an answer, or a thrown ApiError) (spec 002 §7,
 * shared/docs/architecture.md "Paging rule"). Tests change `rows` or set `failNext` to script it.
 */
export function createFakeListApi<Row>(config: FakeListConfig<Row>, initialRows: Row[]) {
  const messages = {
    saved: 'Saved successfully',
    updated: 'Updated successfully',
    deleted: 'Deleted successfully',
  };
  Object.assign(messages, config.messages);
  const fake = {
    rows: [...initialRows],
    /** The next call to this path is refused with this message. */
    failNext: new Map<string, string>(),

    async get(path: string, params?: QueryParams): Promise<Answer<unknown>> {
      const failure = fake.takeFailure(path);
      if (failure) return failed(failure);
      if (path === config.paths.byId) {
        const row = fake.rows.find((r) => config.id(r) === Number(params?.[config.byIdParam]));
        return row ? ok(config.byIdData(row)) : failed('Not found', 404);
      }
      return failed(`No fake for GET ${path}`);
    },

    async post(path: string, body?: unknown): Promise<Answer<unknown>> {
      const failure = fake.takeFailure(path);
      if (failure) return failed(failure);
      const fields = (body ?? {}) as Record<string, unknown>;
      if (path === config.paths.list) {
        const { SearchText, Skip, Take } = body as SearchRequest;
        const filter = SearchText?.[0]?.Value.toLowerCase() ?? '';
        const ordered = config.order ? config.order([...fake.rows]) : fake.rows;
        const matching = ordered.filter((r) => config.text(r).toLowerCase().includes(filter));
        const first = Math.max(Skip, 1);
        return ok(matching.slice(first - 1, Take), '', matching.length);
      }
      if (path === config.paths.save) {
        const id = config.saveId(fields);
        if (id) {
          const existing = fake.rows.find((r) => config.id(r) === id);
          const row = config.fromSave(fields, id, existing);
          fake.rows = fake.rows.map((r) => (config.id(r) === id ? row : r));
          return ok(row, messages.updated);
        }
        const row = config.fromSave(fields, Math.max(0, ...fake.rows.map(config.id)) + 1, undefined);
        fake.rows = [...fake.rows, row];
        return ok(row, messages.saved);
      }
      if (config.paths.delete && path === config.paths.delete) {
        const id = config.deleteId(fields);
        fake.rows = fake.rows.filter((r) => config.id(r) !== id);
        return ok(null, messages.deleted, 0);
      }
      return failed(`No fake for POST ${path}`);
    },

    takeFailure(path: string): string | undefined {
      const message = fake.failNext.get(path);
      fake.failNext.delete(path);
      return message;
    },
  };
  return fake;
}

export type FakeListApi<Row> = ReturnType<typeof createFakeListApi<Row>>;

import type { QueryParams } from '@tac/api-client';
import { ApiPaths, type Envelope, type MaterialListItem, type SearchRequest } from '@tac/contracts';

const ok = <T>(data: T, message = '', totalCount = 1): Envelope<T> => ({
  success: true,
  message,
  data,
  totalCount,
});
const failed = <T>(message: string): Envelope<T> => ({
  success: false,
  message,
  data: null as T,
  totalCount: 0,
});

/**
 * An in-memory Material List server behind `api.get` / `api.post`, answering like the real one
 * (spec 002 §7, ARCHITECTURE.md paging rule). Tests change `rows` or set `failNext` to script it.
 */
export function createFakeMaterialApi(initialRows: MaterialListItem[]) {
  const fake = {
    rows: [...initialRows],
    /** The next call to this path answers success false with this message. */
    failNext: new Map<string, string>(),

    async get(path: string, params?: QueryParams): Promise<Envelope<unknown>> {
      const failure = fake.takeFailure(path);
      if (failure) return failed(failure);
      if (path === ApiPaths.materialList.byId) {
        const row = fake.rows.find((r) => r.id === Number(params?.materialId));
        return row ? ok({ ...row }) : failed('Material not found');
      }
      return failed(`No fake for GET ${path}`);
    },

    async post(path: string, body?: unknown): Promise<Envelope<unknown>> {
      const failure = fake.takeFailure(path);
      if (failure) return failed(failure);
      if (path === ApiPaths.materialList.list) {
        const { SearchText, Skip, Take } = body as SearchRequest;
        const filter = SearchText[0]?.Value.toLowerCase() ?? '';
        const matching = fake.rows.filter((r) => r.displayText.toLowerCase().includes(filter));
        const first = Math.max(Skip, 1);
        return ok(matching.slice(first - 1, Take), '', matching.length);
      }
      if (path === ApiPaths.materialList.save) {
        const { Id, DisplayText } = body as { Id?: number; DisplayText: string };
        if (Id) {
          fake.rows = fake.rows.map((r) => (r.id === Id ? { ...r, displayText: DisplayText } : r));
          return ok({ id: Id, displayText: DisplayText }, 'Updated successfully');
        }
        const row = { id: Math.max(0, ...fake.rows.map((r) => r.id)) + 1, displayText: DisplayText };
        fake.rows = [...fake.rows, row];
        return ok(row, 'Saved successfully');
      }
      if (path === ApiPaths.materialList.delete) {
        const { Id } = body as { Id: number };
        fake.rows = fake.rows.filter((r) => r.id !== Id);
        return ok(null, 'Deleted successfully', 0);
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

export const materials = (count: number, from = 1): MaterialListItem[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, displayText: `Material ${from + i}` }));

import { vi } from 'vitest';
import { DateFilterStub, DatePickerFieldStub, PickedRangeFieldsStub } from './date-picker-stub.tsx';

/** What a vi.mock factory is handed: a loader of the real module. */
type RealModule = () => Promise<object>;

/**
 * The factory of `vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real))`:
 * the real package (ApiError and the rest) with `api.get`, `api.post` and `api.getFile` as vi.fn()s
 * each test answers (`vi.mocked(api.post).mockResolvedValue(…)`). The factory imports this itself:
 * the client is loaded before the file's own import of @tac/ui/testing has run. @tac/ui does not
 * depend on the client, so the real module comes in as a plain object.
 */
export async function apiWithMockedCalls(real: RealModule) {
  return { ...(await real()), api: { get: vi.fn(), post: vi.fn(), getFile: vi.fn() } };
}

/**
 * The factory of `vi.mock('@tac/ui/date-picker', (real) => datePickerWithStubs(real))`: DatePickerField
 * as DatePickerFieldStub, PickedRangeFields as PickedRangeFieldsStub and, with `{ filters: true }` where a
 * table has column date filters, DateFilter as DateFilterStub (the last two hold the real picker inside
 * the package, where the first stub does not reach).
 */
export async function datePickerWithStubs(real: RealModule, { filters = false } = {}) {
  return {
    ...(await real()),
    DatePickerField: DatePickerFieldStub,
    PickedRangeFields: PickedRangeFieldsStub,
    ...(filters ? { DateFilter: DateFilterStub } : {}),
  };
}

/** The calls of a mocked `api` (apiWithMockedCalls, or a test's own factory) a fake server answers. */
type MockedCalls = {
  get: (path: string, ...rest: never[]) => unknown;
  post: (path: string, body?: unknown, ...rest: never[]) => unknown;
};

/**
 * Routes a mocked `api`'s get and post to a fake server's functions of the same shape. A remote's
 * test helpers pass it their `api` (@tac/ui does not depend on the client).
 */
export function serveApi(api: MockedCalls, server: { get: unknown; post: unknown }) {
  vi.mocked(api.get).mockImplementation(server.get as MockedCalls['get']);
  vi.mocked(api.post).mockImplementation(server.post as MockedCalls['post']);
}

/** The bodies POSTed through a mocked `api` to a path, in order. */
export const bodiesPosted = (api: MockedCalls, path: string) =>
  vi
    .mocked(api.post)
    .mock.calls.filter(([p]) => p === path)
    .map(([, body]) => body);

/**
 * The factory of `vi.mock('@tac/ui/pdf', () => pdfStubs())`: the PDF engine does not run in the test DOM
 * (the viewer's own chunk is tested in the browser, e2e), so the viewer is a named document and the
 * download and print calls are vi.fn()s.
 */
export function pdfStubs() {
  return {
    PdfViewer: PdfViewerStub,
    downloadBase64: vi.fn(),
    printBase64Pdf: vi.fn(),
  };
}

function PdfViewerStub({ title }: { title: string }) {
  return <div role="document" aria-label={title} />;
}

/**
 * @tac/ui testing: helpers for Vitest + happy-dom component tests. Test-only: never listed in Module
 * Federation's shared modules and never imported by application code.
 */

export { Controlled } from './testing/controlled.tsx';
export { DateFilterStub, DatePickerFieldStub, PickedRangeFieldsStub } from './testing/date-picker-stub.tsx';
export { deferred } from './testing/deferred.ts';
export { installDomStandIns } from './testing/dom-stand-ins.ts';
export {
  apiWithMockedCalls,
  bodiesPosted,
  datePickerWithStubs,
  pdfStubs,
  serveApi,
} from './testing/module-mocks.tsx';
export { ConsoleProviders, expectToast, renderPage, renderWithUi } from './testing/render.tsx';
export { routesProblems } from './testing/routes-problems.ts';

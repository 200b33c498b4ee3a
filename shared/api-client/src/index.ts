export { PAGE_SIZE, pageAfterDelete, pageCount, pageToSkipTake } from '@tac/contracts';
export { errorMessage } from './answer.ts';
export {
  type Answer,
  ApiError,
  api,
  type DownloadedFile,
  dispositionFileName,
  http,
  type QueryParams,
  setCallingRemote,
  signedOutApi,
} from './client.ts';
export { onUnauthorized } from './unauthorized.ts';

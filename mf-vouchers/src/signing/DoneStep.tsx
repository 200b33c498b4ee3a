import { SignatureRequestStatus, type SigningDoneAnswer } from '@tac/contracts';
import { DownloadPdf } from './DownloadPdf.tsx';

export type Finished = SigningDoneAnswer & { message: string };

const TITLES: Partial<Record<string, string>> = {
  [SignatureRequestStatus.Signed]: 'Signed',
  [SignatureRequestStatus.Rejected]: 'Rejected',
};

/** Step five: where the request now stands, and the signed PDF when the server has one for this browser. */
export function DoneStep({ token, finished }: { token: string; finished: Finished }) {
  const signed = finished.status === SignatureRequestStatus.Signed;
  return (
    <div className="tac-sign__stack" role="status">
      <h2>{TITLES[finished.status] ?? 'Sent on'}</h2>
      <p>{finished.message}</p>
      {signed && finished.signedPdfAvailable ? (
        <DownloadPdf token={token} which="signed" label="Download the signed PDF" primary />
      ) : null}
      <p className="tac-sign__small tac-sign__muted">You can close this page.</p>
    </div>
  );
}

import { useState } from 'react';
import { downloadSigningPdf } from './api/download-signing-pdf.ts';
import { Button } from './controls.tsx';
import { useTell } from './notices.tsx';

/** A button that saves one of the signee's PDFs, busy while it is made; why it could not, in the page's notice. */
export function DownloadPdf({
  token,
  which,
  label,
  primary = false,
}: {
  token: string;
  which: Parameters<typeof downloadSigningPdf>[1];
  label: string;
  primary?: boolean;
}) {
  const tell = useTell();
  const [busy, setBusy] = useState(false);
  return (
    <div>
      <Button
        look={primary ? 'primary' : 'outline'}
        small={!primary}
        busy={busy}
        onClick={async () => {
          setBusy(true);
          const problem = await downloadSigningPdf(token, which);
          setBusy(false);
          if (problem) tell('error', problem);
        }}
      >
        {label}
      </Button>
    </div>
  );
}

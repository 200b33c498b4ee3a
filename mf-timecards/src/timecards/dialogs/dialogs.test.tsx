import { api } from '@tac/api-client';
import { ApiPaths } from '@tac/contracts';
import { downloadBase64 } from '@tac/ui/pdf';
import { renderWithUi } from '@tac/ui/testing';
import { toaster } from '@tac/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachment, attestationPdf, failed, ok, timecard } from '../../testing/fixtures.ts';
import { ActualWorkNotesDialog } from './ActualWorkNotesDialog.tsx';
import { AttestationDialog } from './AttestationDialog.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));
vi.mock('@tac/ui/pdf', () => ({
  PdfViewer: ({ title }: { title: string }) => <div role="document" aria-label={title} />,
  downloadBase64: vi.fn(),
  printBase64Pdf: vi.fn(),
}));
vi.mock('@tac/ui/print', () => ({ printElement: vi.fn(async () => {}) }));

const toastTexts = () => toaster.getVisibleToasts().map((t) => t.description ?? t.title);

afterEach(() => {
  toaster.remove();
  vi.clearAllMocks();
});

describe('Actual Work Notes', () => {
  it('shows the note, then the attachment count and a thumbnail per image', async () => {
    vi.mocked(api.get).mockResolvedValue(ok([attachment('north.png'), attachment('south.png')]) as never);
    const row = timecard({
      workNote: 'Poured footings',
      isAttachmentAdded: true,
      timeRecordID: 7,
      deviceID: 3,
    });
    renderWithUi(<ActualWorkNotesDialog row={row} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Actual Work Notes' });
    expect(dialog).toHaveTextContent('Poured footings');
    expect(await within(dialog).findByText('Attachments (2)')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(ApiPaths.timecards.attachments, { timeRecordId: 7, deviceId: 3 });
    const thumbs = within(dialog).getAllByRole('button', { name: /^Open attachment/ });
    expect(thumbs).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeEnabled();
    // The thumbnails and their viewer are @tac/ui/attachments, tested there.
  });

  it('asks for no attachments when the timecard has none', async () => {
    renderWithUi(<ActualWorkNotesDialog row={timecard({ workNote: 'Only text' })} onClose={() => {}} />);
    expect(await screen.findByText('Only text')).toBeInTheDocument();
    expect(screen.queryByText(/Attachments \(/)).toBeNull();
    expect(api.get).not.toHaveBeenCalled();
  });
});

describe('Attestation viewer', () => {
  it('loads the PDF for the row and offers Download, Print and Back', async () => {
    vi.mocked(api.get).mockResolvedValue(ok(attestationPdf('att-7.pdf')) as never);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithUi(<AttestationDialog row={timecard({ timeRecordID: 7, deviceID: 3 })} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Attestation' });
    expect(await within(dialog).findByRole('document', { name: 'att-7.pdf' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(ApiPaths.timecards.attestationPdf, { timeRecordId: 7, deviceId: 3 });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(downloadBase64).toHaveBeenCalledWith('JVBERi0=', 'att-7.pdf');
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the PDF cannot be loaded, with Download disabled', async () => {
    vi.mocked(api.get).mockRejectedValue(failed('Attestation not found'));
    renderWithUi(<AttestationDialog row={timecard()} onClose={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Attestation not found');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled());
    // Told once, in the viewer: not as a toast as well.
    expect(toastTexts()).not.toContain('Attestation not found');
  });

  it('shows no images, and tells nothing, when the attachments cannot be loaded', async () => {
    vi.mocked(api.get).mockRejectedValue(failed('Timecard not found'));
    renderWithUi(
      <ActualWorkNotesDialog
        row={timecard({ isAttachmentAdded: true, workNote: 'Poured' })}
        onClose={() => {}}
      />,
    );
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.getByText('Poured')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Open attachment/ })).toBeNull();
    expect(toastTexts()).toEqual([]);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../testing/render.tsx';
import { AttachmentThumbnails } from './AttachmentThumbnails.tsx';

/** A 1×1 transparent PNG, base64 without a data: prefix, as the API sends attachments. */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const attachments = [
  { attachmentName: 'north.png', attachmentContent: PNG_1X1 },
  { attachmentName: 'south.png', attachmentContent: PNG_1X1 },
];

describe('AttachmentThumbnails', () => {
  it('shows the count and a 50×50 thumbnail button per image; one opens in the viewer, Back closes it', async () => {
    const user = userEvent.setup();
    renderWithUi(<AttachmentThumbnails attachments={attachments} withCount />);
    expect(screen.getByText('Attachments (2)')).toBeInTheDocument();
    const thumbs = screen.getAllByRole('button', { name: /^Open attachment/ });
    expect(thumbs.map((t) => t.getAttribute('aria-label'))).toEqual([
      'Open attachment north.png',
      'Open attachment south.png',
    ]);
    const thumbImage = thumbs[0]?.querySelector('img');
    expect(thumbImage).toHaveAttribute('src', `data:image/png;base64,${PNG_1X1}`);
    expect(getComputedStyle(thumbs[0] as HTMLElement).width).toBe('50px');

    await user.click(screen.getByRole('button', { name: 'Open attachment south.png' }));
    const viewer = await screen.findByRole('dialog', { name: 'Attachment' });
    expect(within(viewer).getByRole('img', { name: 'south.png' })).toHaveAttribute(
      'src',
      `data:image/png;base64,${PNG_1X1}`,
    );
    await user.click(within(viewer).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog', { name: 'Attachment' })).toBeNull();
  });

  it('leaves the count out in a table cell, and draws nothing for no attachments', () => {
    const { container } = renderWithUi(<AttachmentThumbnails attachments={attachments.slice(0, 1)} />);
    expect(screen.queryByText(/Attachments \(/)).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Open attachment/ })).toHaveLength(1);
    container.remove();
    renderWithUi(<AttachmentThumbnails attachments={[]} />);
    expect(screen.queryAllByRole('button', { name: /^Open attachment/ })).toHaveLength(0);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../testing/render.tsx';
import { LoadingBody } from './LoadingBody.tsx';

describe('LoadingBody', () => {
  it('says the failure instead of the content, loading or not', () => {
    renderWithUi(
      <LoadingBody failure="The attestation could not be loaded." loading>
        content
      </LoadingBody>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The attestation could not be loaded.');
    expect(screen.queryByText('content')).toBeNull();
  });

  it('shows a spinner named by its label, or Loading, until the content is there', () => {
    const { rerender } = renderWithUi(
      <LoadingBody failure={null} loading label="Loading attestation…">
        content
      </LoadingBody>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading attestation…');
    rerender(
      <LoadingBody failure={null} loading>
        content
      </LoadingBody>,
    );
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    rerender(
      <LoadingBody failure={null} loading={false}>
        content
      </LoadingBody>,
    );
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

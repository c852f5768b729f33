import { UPLOAD_PROGRESS_MIN_BYTES } from '@showroom/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadProgress } from './upload-progress.tsx';

describe('UploadProgress', () => {
  it('shows how much of a large upload has been sent', () => {
    const total = UPLOAD_PROGRESS_MIN_BYTES * 4;
    render(<UploadProgress label="Uploading the icon" progress={{ loaded: total / 4, total }} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading the icon' });
    expect(bar).toHaveAttribute('value', '25');
    expect(bar).toHaveAttribute('max', '100');
  });

  it('shows nothing for a small upload, or before one starts', () => {
    const { rerender } = render(
      <UploadProgress
        label="Uploading the icon"
        progress={{ loaded: 10, total: UPLOAD_PROGRESS_MIN_BYTES - 1 }}
      />,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<UploadProgress label="Uploading the icon" progress={null} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

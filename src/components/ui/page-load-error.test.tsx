import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/src/lib/api-error';
import { PageLoadError } from './page-load-error';

const NOT_YOURS = { 404: 'There is no such account in your company.' };

describe('PageLoadError', () => {
  it("says the page's own sentence for a status it expects", () => {
    render(
      <PageLoadError error={new ApiError(404, 'Not found', '/bank/transit/9')} what="statement" expected={NOT_YOURS} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^There is no such account in your company\.$/);
  });
  it("otherwise says what could not be loaded and the server's reason", () => {
    render(
      <PageLoadError
        error={new ApiError(500, 'Server error', '/bank/transit/9')}
        what="statement"
        expected={NOT_YOURS}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The statement could not be loaded. Server error');
  });
});

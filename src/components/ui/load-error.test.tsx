import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it('announces what could not be loaded and the reason', () => {
    render(<LoadError what="payments" error={new Error('Network Error')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The payments could not be loaded. Network Error');
  });
  it("takes a page's own class instead of the shared one", () => {
    render(<LoadError what="totals" error={new Error('x')} className="own" />);
    expect(screen.getByRole('alert')).toHaveClass('own');
  });
});

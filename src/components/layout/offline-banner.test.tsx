import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/src/lib/dates';
import { OfflineBanner } from './offline-banner';

const SAVED_AT = Date.UTC(2026, 10, 20, 9, 30);

/** A page showing one query that holds data saved at SAVED_AT, as the persisted cache restores it. */
function Page() {
  useQuery({ queryKey: ['shown'], queryFn: () => Promise.resolve('fresh'), enabled: false });
  return <OfflineBanner />;
}

function renderPage() {
  const client = new QueryClient();
  client.setQueryData(['shown'], 'saved', { updatedAt: SAVED_AT });
  return render(
    <QueryClientProvider client={client}>
      <Page />
    </QueryClientProvider>,
  );
}

describe('the offline banner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows nothing online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { container } = renderPage();
    expect(container).toBeEmptyDOMElement();
  });

  it('says offline at once and from when the data is, once the date formatter has loaded', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent(/^Offline/);
    expect(await screen.findByText(`— data from ${formatDate(SAVED_AT)}`)).toBeInTheDocument();
  });
});

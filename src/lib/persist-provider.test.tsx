import { QueryClient, useIsRestoring } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PersistProvider } from './persist-provider';

function RestoreState() {
  return <p>{useIsRestoring() ? 'restoring' : 'restored'}</p>;
}

describe('PersistProvider', () => {
  it('ends the restore, saves a burst of cache changes once, and saves what is pending when it unmounts', async () => {
    const persistClient = vi.fn<(client: PersistedClient) => Promise<void>>(() => Promise.resolve());
    const persister: Persister = {
      persistClient,
      restoreClient: () => Promise.resolve(undefined),
      removeClient: () => Promise.resolve(),
    };
    const client = new QueryClient();
    const restored = vi.fn();
    const view = render(
      <PersistProvider client={client} persistOptions={{ persister }} onSuccess={restored}>
        <RestoreState />
      </PersistProvider>,
    );
    await screen.findByText('restored');
    expect(restored).toHaveBeenCalledOnce();

    act(() => {
      for (let i = 0; i < 5; i++) client.setQueryData(['n', i], i);
    });
    await waitFor(() => expect(persistClient).toHaveBeenCalledOnce());
    expect(persistClient.mock.calls[0]![0].clientState.queries).toHaveLength(5);

    act(() => client.setQueryData(['n', 5], 5));
    view.unmount();
    expect(persistClient).toHaveBeenCalledTimes(2);
    expect(persistClient.mock.calls[1]![0].clientState.queries).toHaveLength(6);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstScreen } from './use-after-first-screen';

/** Records what each of its renders saw, and shows it. */
function Part({ seen }: { seen: boolean[] }) {
  const ready = useAfterFirstScreen();
  seen.push(ready);
  return <p>{ready ? 'the part' : 'its placeholder'}</p>;
}

describe('useAfterFirstScreen', () => {
  it('renders the placeholder first on the first screen, the part right after, and later mounts at once', () => {
    const first: boolean[] = [];
    const { unmount } = render(<Part seen={first} />);
    expect(first[0]).toBe(false);
    expect(first.at(-1)).toBe(true);
    expect(screen.getByText('the part')).toBeTruthy();
    unmount();

    // A later navigation's page: the first screen is done, nothing waits any more.
    const later: boolean[] = [];
    render(<Part seen={later} />);
    expect(later).not.toContain(false);
    expect(screen.getByText('the part')).toBeTruthy();
  });
});

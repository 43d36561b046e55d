import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFakeClipboard } from '@/tests/setup/fake-clipboard';
import { COPY_RESET_MS, useCopy } from './use-copy';

/** Two values shown in turn in one place, as the top-up page's networks are. */
function Switcher() {
  const [value, setValue] = useState('TRC-address');
  const { copy, isCopied } = useCopy({ shown: value });
  return (
    <>
      <button onClick={() => void copy(value)}>{isCopied(value) ? 'Copied' : 'Copy'}</button>
      <button onClick={() => setValue((v) => (v === 'TRC-address' ? 'USDC-address' : 'TRC-address'))}>Switch</button>
    </>
  );
}

describe('useCopy: the one copy helper (spec 4: the clipboard flag resets after 1,500 ms)', () => {
  const { written, advance } = useFakeClipboard();

  it('says Copied for 1,500 ms, then Copy again', async () => {
    render(<Switcher />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await advance(0);
    expect(written).toEqual(['TRC-address']);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await advance(COPY_RESET_MS - 1);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('a switch to another value ends the confirmation at once, and switching back does not bring it back', async () => {
    render(<Switcher />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Switch' }));
    await advance(0);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Switch' }));
    await advance(0);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('answers refused without a clipboard and confirms nothing', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    render(<Switcher />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await advance(0);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });
});

describe('every copy button goes through useCopy', () => {
  it('no file of the PWA but use-copy.ts writes to the clipboard', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const files = (readdirSync('src', { recursive: true }) as string[])
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((f) => join('src', f));
    expect(files.length).toBeGreaterThan(100);
    const writers = files.filter((f) => readFileSync(f, 'utf8').includes('clipboard.writeText'));
    expect(writers).toEqual([join('src', 'lib', 'use-copy.ts')]);
  });
});

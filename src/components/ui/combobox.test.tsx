import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Combobox } from './combobox';
import type { SelectOption } from './select';

const COMPANIES = ['Acme Ltd', 'Bluefin Apps', 'Blue Harbor', 'Cobalt'].map((label, i) => ({
  value: String(i + 1),
  label,
}));

/** A caller as the pages are: it filters the options by what is typed and keeps the chosen one. */
function Harness({
  initial = null,
  onPick,
}: {
  initial?: SelectOption | null;
  onPick?: (option: SelectOption | null) => void;
}) {
  const [value, setValue] = useState<SelectOption | null>(initial);
  const [query, setQuery] = useState('');
  return (
    <Combobox
      label="Company"
      value={value}
      onValueChange={(option) => {
        setValue(option);
        onPick?.(option);
      }}
      query={query}
      onQueryChange={setQuery}
      options={COMPANIES.filter((c) => c.label.toLowerCase().includes(query.toLowerCase()))}
      placeholder="All companies"
      clearLabel="Show all companies"
    />
  );
}

describe('Combobox', () => {
  it('suggests the options for what is typed and picks one with the keyboard', async () => {
    const picks: (SelectOption | null)[] = [];
    render(<Harness onPick={(option) => picks.push(option)} />);
    const field = screen.getByRole('combobox', { name: 'Company' });
    expect(field).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(field, 'blue');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Bluefin Apps', 'Blue Harbor']);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Blue Harbor' }).id);
    await userEvent.keyboard('{Enter}');
    expect(picks).toEqual([{ value: '3', label: 'Blue Harbor' }]);
    expect(field).toHaveValue('Blue Harbor');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('picks with the mouse, and the clear button chooses none', async () => {
    const picks: (SelectOption | null)[] = [];
    render(<Harness onPick={(option) => picks.push(option)} />);
    await userEvent.type(screen.getByRole('combobox'), 'co');
    await userEvent.click(screen.getByRole('option', { name: 'Cobalt' }));
    expect(screen.getByRole('combobox')).toHaveValue('Cobalt');

    await userEvent.click(screen.getByRole('button', { name: 'Show all companies' }));
    expect(picks).toEqual([{ value: '4', label: 'Cobalt' }, null]);
    expect(screen.getByRole('combobox')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Show all companies' })).toBeNull();
  });

  it('Escape leaves what was chosen as it was', async () => {
    const picks: (SelectOption | null)[] = [];
    render(<Harness initial={COMPANIES[0]!} onPick={(option) => picks.push(option)} />);
    const field = screen.getByRole('combobox');
    expect(field).toHaveValue('Acme Ltd');
    await userEvent.clear(field);
    await userEvent.type(field, 'cob');
    await userEvent.keyboard('{Escape}');
    expect(field).toHaveValue('Acme Ltd');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(picks).toEqual([]);
  });

  it('says when nothing matches, and Enter then picks nothing', async () => {
    const picks: (SelectOption | null)[] = [];
    render(<Harness onPick={(option) => picks.push(option)} />);
    await userEvent.type(screen.getByRole('combobox'), 'zzz{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Nothing matches “zzz”.');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(picks).toEqual([]);
  });

  it('opens on ArrowDown with every option for an empty query, and says so when there are none', async () => {
    const { unmount } = render(<Harness />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')).toHaveLength(COMPANIES.length);
    unmount();

    render(
      <Combobox
        label="Company"
        value={null}
        onValueChange={() => {}}
        query=""
        onQueryChange={() => {}}
        options={[]}
        clearLabel="Clear"
      />,
    );
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('status')).toHaveTextContent('Nothing to choose from.');
  });
});

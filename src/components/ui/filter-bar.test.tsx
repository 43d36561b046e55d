import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS } from '@/src/lib/use-debounced';
import { ChoiceFilter, FilterBar, PeriodFilter, SearchFilter } from './filter-bar';

const STATUSES = [
  { value: 2, label: 'Active' },
  { value: 0, label: 'Closed' },
];

describe('filter bar', () => {
  it('is a search landmark named for what it filters', () => {
    render(<FilterBar label="Filter cards">x</FilterBar>);
    expect(screen.getByRole('search', { name: 'Filter cards' })).toHaveTextContent('x');
  });

  it('hands back the chosen option typed as it was given, and undefined for the "all" option', () => {
    const onChange = vi.fn();
    render(<ChoiceFilter label="Status" allLabel="All statuses" options={STATUSES} value={0} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('0');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All statuses', 'Active', 'Closed']);
    fireEvent.change(select, { target: { value: '2' } });
    expect(onChange).toHaveBeenLastCalledWith(2);
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('shows a value the options do not list yet by its own label when asked to', () => {
    render(
      <ChoiceFilter
        label="Group"
        allLabel="All groups"
        options={[]}
        value={7}
        onChange={() => {}}
        unlistedLabel={(id) => `Group #${id}`}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Group' })).toHaveDisplayValue('Group #7');
  });

  it('gives the period as its preset number', () => {
    const onChange = vi.fn();
    render(<PeriodFilter value={0} onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: '3' } });
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('sends the trimmed search once typing pauses, and undefined once it is cleared', () => {
    vi.useFakeTimers();
    try {
      const onChange = vi.fn();
      render(<SearchFilter value={undefined} onChange={onChange} placeholder="Name" limit={20} />);
      const box = screen.getByRole('textbox', { name: 'Search' });
      fireEvent.change(box, { target: { value: ' ann ' } });
      expect(onChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
      expect(onChange).toHaveBeenLastCalledWith('ann');
    } finally {
      vi.useRealTimers();
    }
  });
});

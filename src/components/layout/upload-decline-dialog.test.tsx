import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { badRows, isDeclineFile, XLSX_TYPE } from './decline-file';
import { UploadDeclineDialog } from './upload-decline-dialog';

function renderDialog() {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <UploadDeclineDialog open onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return {
    input: screen.getByLabelText('Decline file (.xlsx)') as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Submit' }),
  };
}

describe('Upload decline for refunds (spec 2.4)', () => {
  it('offers only .xlsx in the picker and keeps Submit disabled until a file is chosen', async () => {
    const { input, submit } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Upload decline for refunds' })).toBeInTheDocument();
    expect(input.accept).toBe(`.xlsx,${XLSX_TYPE}`);
    expect(submit).toBeDisabled();
    await userEvent.upload(input, new File(['PK'], 'declines.xlsx', { type: XLSX_TYPE }));
    expect(input.files?.[0]?.name).toBe('declines.xlsx');
    expect(submit).toBeEnabled();
  });

  it('clears another type of file and says why', async () => {
    const { input, submit } = renderDialog();
    await userEvent.upload(input, new File(['PK'], 'declines.xlsx', { type: XLSX_TYPE }));
    expect(submit).toBeEnabled();
    // applyAccept off: a person can still pick "All files" in the system dialog.
    await userEvent.upload(input, new File(['a,b'], 'declines.csv', { type: 'text/csv' }), { applyAccept: false });
    expect(input.value).toBe('');
    expect(submit).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“declines.csv” is not an Excel spreadsheet (.xlsx), so it was cleared.',
    );
  });

  it('tells an .xlsx from look-alikes', () => {
    expect(isDeclineFile({ name: 'March.XLSX', type: '' })).toBe(true);
    expect(isDeclineFile({ name: 'march.xlsx', type: XLSX_TYPE })).toBe(true);
    expect(isDeclineFile({ name: 'march.xls', type: 'application/vnd.ms-excel' })).toBe(false);
    expect(isDeclineFile({ name: 'march.xlsx', type: 'text/csv' })).toBe(false);
    expect(isDeclineFile({ name: 'xlsx', type: '' })).toBe(false);
  });

  it('lists the bad rows of a refused file in sheet order', () => {
    expect(badRows({ 'rows.12': ['Amount must be decimal'], file: ['x'], 'rows.3': ['Unknown transaction'] })).toEqual([
      { row: 3, messages: ['Unknown transaction'] },
      { row: 12, messages: ['Amount must be decimal'] },
    ]);
    expect(badRows(undefined)).toEqual([]);
  });
});

describe('the decline upload success toast (spec 7: data.status shown as success)', () => {
  it('shows the status, then the server message', async () => {
    const { declineUploadToast } = await import('./upload-decline-dialog');
    expect(declineUploadToast({ status: 'success', message: '2 decline fees refunded' })).toBe(
      'Success: 2 decline fees refunded',
    );
    expect(declineUploadToast({ status: 'success', message: '' })).toBe('Success');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/src/lib/api-error';
import { RecordFailure } from './record-state';

const notFound = { title: 'Group not found', message: 'This group does not exist or has been deleted.' };

describe('RecordFailure', () => {
  it('says the record is not there for a 404, not the server message', () => {
    render(
      <RecordFailure
        error={new ApiError(404, 'Not found', 'groups/7')}
        what="group"
        notFound={notFound}
        action={null}
      />,
    );
    expect(screen.getByText('Group not found')).toBeInTheDocument();
    expect(screen.getByText(notFound.message)).toBeInTheDocument();
  });
  it('names the record and gives the reason for any other failure', () => {
    render(<RecordFailure error={new Error('Network Error')} what="group" notFound={notFound} action={null} />);
    expect(screen.getByText('The group could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Network Error')).toBeInTheDocument();
  });
});

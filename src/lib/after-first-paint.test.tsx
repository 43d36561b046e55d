import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint } from './after-first-paint';

function Part({ name }: { name: string }) {
  return <p>{useAfterFirstPaint() ? `${name}: loaded` : `${name}: placeholder`}</p>;
}

describe('useAfterFirstPaint: lazy parts wait for the first screen to be painted', () => {
  it('shows the placeholder in the first render, then the part once a frame has gone by', async () => {
    render(<Part name="balance" />);
    expect(screen.getByText('balance: placeholder')).toBeInTheDocument();
    expect(await screen.findByText('balance: loaded')).toBeInTheDocument();
  });

  it('renders a part mounted later at once: the first screen is painted for the rest of the page', () => {
    render(<Part name="bell" />);
    expect(screen.getByText('bell: loaded')).toBeInTheDocument();
  });
});

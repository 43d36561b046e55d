import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint, useAfterFirstPaint } from './after-first-paint';

function Part({ name }: { name: string }) {
  return <p>{useAfterFirstPaint() ? `${name}: loaded` : `${name}: placeholder`}</p>;
}

// A part whose code arrives later, like the dashboard's charts.
const Charts = lazy(async () => ({ default: () => <p>charts: loaded</p> }));

describe('useAfterFirstPaint and AfterFirstPaint: lazy parts wait for the first screen to be painted', () => {
  // One test: the first screen is painted once per page load, and this file is one page load.
  it('shows the placeholders in the first render, then the parts, without rendering the page again', async () => {
    let pageRenders = 0;
    function Page() {
      pageRenders += 1;
      return (
        <>
          <Part name="balance" />
          <AfterFirstPaint fallback={<p>charts: placeholder</p>}>
            <Charts />
          </AfterFirstPaint>
        </>
      );
    }
    render(<Page />);
    expect(screen.getByText('balance: placeholder')).toBeInTheDocument();
    expect(screen.getByText('charts: placeholder')).toBeInTheDocument();
    expect(await screen.findByText('balance: loaded')).toBeInTheDocument();
    expect(await screen.findByText('charts: loaded')).toBeInTheDocument();
    expect(screen.queryByText('charts: placeholder')).not.toBeInTheDocument();
    expect(pageRenders).toBe(1);
  });

  it('renders a part mounted later at once: the first screen is painted for the rest of the page', () => {
    render(<Part name="bell" />);
    expect(screen.getByText('bell: loaded')).toBeInTheDocument();
    render(
      <AfterFirstPaint fallback={<p>slot</p>}>
        <p>bell: shown</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('bell: shown')).toBeInTheDocument();
  });
});

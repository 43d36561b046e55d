import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SlideItem } from '@/src/contracts/slides';
import { isMobileDevice, slideNavigation, slideScale } from './slide-navigation';
import { SlidesOverlay } from './slides-overlay';

const fresh: SlideItem = {
  id: 'fresh',
  set: 'fresh',
  slideKeys: ['fresh-1', 'fresh-2', 'fresh-3', 'fresh-4', 'fresh-5'],
  checked: false,
  startDate: '2025-09-17',
  title: 'What’s new in Cardportal',
  description: 'Release',
};

function open(props: Partial<Parameters<typeof SlidesOverlay>[0]> = {}) {
  const onClose = vi.fn();
  const onDismiss = vi.fn();
  render(
    <SlidesOverlay
      item={fresh}
      initialLanguage="en"
      mobile={false}
      onClose={onClose}
      onDismiss={onDismiss}
      {...props}
    />,
  );
  return { onClose, onDismiss };
}
const image = () => screen.getByRole('img') as HTMLImageElement;
const previous = () => screen.getByRole('button', { name: 'Previous slide' });
const next = () => screen.getByRole('button', { name: 'Next slide' });
const dot = (n: number) => screen.getByRole('button', { name: `Slide ${n} of 5` });

describe('the slides overlay (spec 2.4, 9)', () => {
  it('opens on the first slide with previous disabled, and disables next on the last', () => {
    open();
    expect(image().getAttribute('src')).toBe('/slides/en/fresh-1.svg');
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();
    for (let i = 0; i < 4; i += 1) fireEvent.click(next());
    expect(image().getAttribute('src')).toBe('/slides/en/fresh-5.svg');
    expect(next()).toBeDisabled();
    expect(previous()).toBeEnabled();
    fireEvent.click(next());
    expect(image().getAttribute('src')).toBe('/slides/en/fresh-5.svg');
  });

  it('shows one dot per slide, marks the current one and jumps to a dot', () => {
    open();
    expect(screen.getAllByRole('button', { name: /^Slide \d of 5$/ })).toHaveLength(5);
    expect(dot(1)).toHaveAttribute('aria-current', 'step');
    fireEvent.click(dot(4));
    expect(dot(4)).toHaveAttribute('aria-current', 'step');
    expect(dot(1)).not.toHaveAttribute('aria-current');
    expect(image().alt).toBe('What’s new in Cardportal: slide 4 of 5');
  });

  it('goes forward on a click on the right half and back on the left half, stopping at the ends', () => {
    open();
    fireEvent.click(screen.getByTestId('slide-left-half'));
    expect(image().getAttribute('src')).toBe('/slides/en/fresh-1.svg');
    fireEvent.click(screen.getByTestId('slide-right-half'));
    fireEvent.click(screen.getByTestId('slide-right-half'));
    expect(image().getAttribute('src')).toBe('/slides/en/fresh-3.svg');
    fireEvent.click(screen.getByTestId('slide-left-half'));
    expect(image().getAttribute('src')).toBe('/slides/en/fresh-2.svg');
  });

  it('switches between English and Russian on the same slide', () => {
    open();
    fireEvent.click(next());
    const russian = screen.getByRole('button', { name: 'Русский' });
    expect(russian).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(russian);
    expect(russian).toHaveAttribute('aria-pressed', 'true');
    expect(image().getAttribute('src')).toBe('/slides/ru/fresh-2.svg');
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(image().getAttribute('src')).toBe('/slides/en/fresh-2.svg');
  });

  it('shows the start date as DD.MM.YYYY, follows the arrow keys and closes with the button or Escape', () => {
    const { onClose } = open();
    expect(screen.getByText('17.09.2025')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'What’s new in Cardportal' });
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(image().getAttribute('src')).toBe('/slides/en/fresh-2.svg');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(image().getAttribute('src')).toBe('/slides/en/fresh-1.svg');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('has both buttons disabled for a one-slide item (the wallet change)', () => {
    open({
      item: { ...fresh, id: 'cryptoWalletChange:x', set: 'cryptoWalletChange', slideKeys: ['cryptoWalletChange-1'] },
    });
    expect(previous()).toBeDisabled();
    expect(next()).toBeDisabled();
    expect(image().getAttribute('src')).toBe('/slides/en/cryptoWalletChange-1.svg');
  });

  it(
    'on a mobile device says the slides are only in the web version, in the chosen language, without marking them ' +
      'viewed',
    () => {
      const { onClose, onDismiss } = open({ mobile: true });
      expect(screen.queryByRole('img')).toBeNull();
      expect(screen.getByText(/only available in the web version/)).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Русский' }));
      expect(screen.getByText(/доступен только в веб-версии/)).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(onDismiss).toHaveBeenCalledTimes(1);
      expect(onClose).not.toHaveBeenCalled();
    },
  );
});

describe('slide helpers', () => {
  it('disable previous on the first and next on the last slide', () => {
    expect(slideNavigation(0, 5)).toEqual({ canPrevious: false, canNext: true });
    expect(slideNavigation(2, 5)).toEqual({ canPrevious: true, canNext: true });
    expect(slideNavigation(4, 5)).toEqual({ canPrevious: true, canNext: false });
    expect(slideNavigation(0, 1)).toEqual({ canPrevious: false, canNext: false });
  });

  it('scale the 1920×1080 design into the window, never above 1', () => {
    expect(slideScale(1984, 1144)).toBe(1);
    expect(slideScale(3000, 2000)).toBe(1);
    expect(slideScale(1024, 768)).toBeCloseTo(960 / 1920);
    expect(slideScale(1920, 600)).toBeCloseTo(536 / 1080);
  });

  it('count phones, tablets and narrow windows as mobile', () => {
    expect(isMobileDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 390)).toBe(true);
    expect(isMobileDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8)', 1200)).toBe(true);
    expect(isMobileDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/156', 1280)).toBe(false);
    expect(isMobileDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/156', 700)).toBe(true);
  });
});

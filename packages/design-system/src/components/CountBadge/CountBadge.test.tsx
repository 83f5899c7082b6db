import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CountBadge } from './CountBadge';

describe('CountBadge', () => {
  it('shows the count', () => {
    render(<CountBadge count={7} />);
    expect(screen.getByText('7')).toBeInTheDocument();
  });

  it("caps above 99 as '99+'", () => {
    render(<CountBadge count={150} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('renders nothing at zero unless asked', () => {
    const { container, rerender } = render(<CountBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CountBadge count={0} showZero />);
    expect(screen.getByText('0')).toBeInTheDocument();
  });
});

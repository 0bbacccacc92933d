import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DistanceSelect } from './distance-select';

describe('DistanceSelect', () => {
  it('when a distance is chosen, then onChange gets it in kilometres, from the API’s six', async () => {
    const onChange = vi.fn();
    render(<DistanceSelect value={5} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Within' });
    expect(select).toHaveValue('5');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 km', '2 km', '5 km', '10 km', '25 km', '50 km']);

    await userEvent.selectOptions(select, '25 km');

    expect(onChange).toHaveBeenCalledExactlyOnceWith(25);
  });
});

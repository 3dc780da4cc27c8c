import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { ManufacturerTypeahead, type TManufacturerChoice } from './manufacturer-typeahead';

const mfr = (id: number, name: string, global = true) => ({ id, name, global, userId: global ? null : 7, url: null, source: null, logo: null, active: true, enabled: true, sellInMarketplace: false, specCount: 0 });
const ALL = [mfr(1, 'Aquaterra'), mfr(2, 'Aqua Mine', false), mfr(3, 'Brookline Faucet Co.')];
const list = (rows: unknown[]) =>
  jsonResponse(200, { data: rows, _pagination: { base: '/api', currentPage: null, perPage: 20, total: rows.length, lastPage: null, next: null, prev: null, path: '' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => {
    const q = (new URL(url, 'http://x').searchParams.get('search') ?? '').toLowerCase();
    return list(ALL.filter((m) => m.name.toLowerCase().startsWith(q)));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function Harness({ onChange, initial = null }: { onChange: (v: TManufacturerChoice | null) => void; initial?: TManufacturerChoice | null }) {
  const [value, setValue] = useState<TManufacturerChoice | null>(initial);
  return (
    <>
      <ManufacturerTypeahead
        userId={7}
        required
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

describe('ManufacturerTypeahead', () => {
  it('lists matches with a user icon on the account’s own and picks one', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: /Select Manufacturer/ });
    await user.type(input, 'aqua');
    const own = await screen.findByRole('option', { name: /Aqua Mine/ });
    expect(own.querySelector('[aria-label="Your manufacturer"]')).not.toBeNull();
    expect(screen.getByRole('option', { name: 'Aquaterra' }).querySelector('[aria-label="Your manufacturer"]')).toBeNull();
    await user.click(own);
    expect(onChange).toHaveBeenLastCalledWith({ id: 2, name: 'Aqua Mine', global: false });
    expect(input).toHaveValue('Aqua Mine');
  });

  it('on blur sets an exact (case-insensitive) name match', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Select Manufacturer/ }), 'brookline faucet co.');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ id: 3, name: 'Brookline Faucet Co.', global: true }));
    expect(screen.getByRole('textbox', { name: /Select Manufacturer/ })).toHaveValue('Brookline Faucet Co.');
  });

  it('on blur clears anything that is not an exact match', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} initial={{ id: 1, name: 'Aquaterra', global: true }} />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: /Select Manufacturer/ });
    await user.clear(input);
    await user.type(input, 'Aqu');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    await waitFor(() => expect(input).toHaveValue(''));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '#client/lib/i18n';
import { renderWithProviders } from '#client/test/render';
import { cutLabel, ToggleSwitch } from './toggle-switch';

const LONG = 'Show/Hide Categories Subtotals on every page';

describe('ToggleSwitch', () => {
  it('cuts a label longer than 30 characters, keeping the full text as its accessible name and title', () => {
    renderWithProviders(<ToggleSwitch label={LONG} />);
    const shown = screen.getByText('Show/Hide Categories Subtotals…');
    expect(shown).toHaveAttribute('title', LONG);
    expect(screen.getByRole('switch', { name: LONG })).toBeInTheDocument();
    expect(screen.queryByText(LONG)).not.toBeInTheDocument();
  });

  it('shows a label of 30 characters or fewer as it is', () => {
    renderWithProviders(<ToggleSwitch label="Show archived" />);
    expect(screen.getByRole('switch', { name: 'Show archived' })).toBeInTheDocument();
    expect(screen.getByText('Show archived')).not.toHaveAttribute('title');
  });

  it('cuts at 30 characters by default and at a given limit', () => {
    expect(cutLabel('a'.repeat(30))).toBe('a'.repeat(30));
    expect(cutLabel('a'.repeat(31))).toBe(`${'a'.repeat(30)}…`);
    expect(cutLabel('Visible to clients', 7)).toBe('Visible…');
  });
});

describe('ToggleSwitch in pt-BR', () => {
  afterEach(() => setLocale('en-us'));

  it("shows an English source label in the interface's language, and a translated label as it is", async () => {
    await setLocale('pt-br');
    renderWithProviders(
      <>
        <ToggleSwitch label="Public" />
        <ToggleSwitch label="Mostrar arquivados" />
      </>,
    );
    expect(screen.getByRole('switch', { name: 'Público' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Mostrar arquivados' })).toBeInTheDocument();
  });
});

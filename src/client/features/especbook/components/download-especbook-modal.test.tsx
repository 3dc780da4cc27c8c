import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#client/test/render';
import { DownloadEspecbookModal, type TDownloadEspecbookModalProps } from './download-especbook-modal';

const FULL_DISPLAY = { specifications: true, listPrice: true, salePrice: true, modelNumber: true };

function setup(props: Partial<TDownloadEspecbookModalProps> = {}) {
  const onDownload = vi.fn();
  renderWithProviders(<DownloadEspecbookModal opened onClose={vi.fn()} onDownload={onDownload} display={FULL_DISPLAY} canUsePdfModal {...props} />);
  return { user: userEvent.setup(), onDownload };
}
const toggle = (name: string) => screen.getByRole('switch', { name });
const download = () => screen.getByRole('button', { name: 'Download' });

describe('DownloadEspecbookModal', () => {
  it('starts from the §2.9 defaults and downloads them', async () => {
    const { user, onDownload } = setup();
    expect(toggle('Include Picture Portfolio')).toBeChecked();
    expect(toggle('Include Specifications & Info')).toBeChecked();
    for (const name of ['Installation', 'List Price', 'Sale Price', 'Quantities', 'Model #']) expect(toggle(name)).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Portrait' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Images with Names' })).toBeChecked();
    await user.click(download());
    expect(onDownload).toHaveBeenCalledWith(expect.objectContaining({ type: 'all', imagesPerPage: 4, orientation: 'P', showCustomerInfo: 1, showSignatureLine: 0, showProductNames: 1 }));
    expect(onDownload.mock.calls[0]?.[0]).not.toHaveProperty('categories');
  });

  it('defaults "Include Specifications & Info" to the display’s specifications', () => {
    setup({ display: { ...FULL_DISPLAY, specifications: false } });
    expect(toggle('Include Specifications & Info')).not.toBeChecked();
  });

  it('disables Download when neither the portfolio nor the specifications are included', async () => {
    const { user } = setup();
    await user.click(toggle('Include Picture Portfolio'));
    expect(download()).toBeEnabled();
    await user.click(toggle('Include Specifications & Info'));
    expect(download()).toBeDisabled();
  });

  it('turns the prices off and disables them with the portfolio off', async () => {
    const { user, onDownload } = setup();
    await user.click(toggle('List Price'));
    await user.click(toggle('Sale Price'));
    await user.click(toggle('Include Picture Portfolio'));
    expect(toggle('List Price')).not.toBeChecked();
    expect(toggle('List Price')).toBeDisabled();
    expect(toggle('Sale Price')).toBeDisabled();
    await user.click(download());
    expect(onDownload).toHaveBeenCalledWith(expect.objectContaining({ type: 'default', showListPrice: 0, showSalePrice: 0, showImages: 0 }));
  });

  it('turns installation off with the specifications off', async () => {
    const { user } = setup();
    await user.click(toggle('Installation'));
    expect(toggle('Installation')).toBeChecked();
    await user.click(toggle('Include Specifications & Info'));
    expect(toggle('Installation')).not.toBeChecked();
    expect(toggle('Installation')).toBeDisabled();
  });

  it('hides the customer options by default (the e-Specbook page)', () => {
    setup();
    expect(screen.queryByRole('switch', { name: 'Customer Info' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Signature Line' })).not.toBeInTheDocument();
  });

  it('offers the customer options with their defaults when shown', () => {
    setup({ showCustomerOptions: true });
    expect(toggle('Customer Info')).toBeChecked();
    expect(toggle('Signature Line')).not.toBeChecked();
  });

  it('offers the orientation only with canUsePdfModal, and price toggles only when the display allows', () => {
    setup({ canUsePdfModal: false, display: { specifications: true, listPrice: false, salePrice: true, modelNumber: false } });
    expect(screen.queryByRole('radio', { name: 'Portrait' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'List Price' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Model #' })).not.toBeInTheDocument();
    expect(toggle('Sale Price')).toBeInTheDocument();
  });

  it('downloads one category with the chosen layout', async () => {
    const { user, onDownload } = setup({ categoryId: 41, categoryName: 'Master Bath' });
    expect(screen.getByRole('dialog', { name: 'Download Category' })).toHaveTextContent('Category: Master Bath');
    await user.click(screen.getByRole('radio', { name: 'Landscape' }));
    await user.click(screen.getByRole('radio', { name: '6' }));
    await user.click(screen.getByRole('radio', { name: 'Images Only' }));
    await user.click(download());
    expect(onDownload).toHaveBeenCalledWith(expect.objectContaining({ categories: [41], orientation: 'L', imagesPerPage: 6, imagesOnly: 1, showProductNames: 0 }));
  });

  it('downloads the Miscellaneous category alone, not the whole e-Specbook', async () => {
    const { user, onDownload } = setup({ categoryId: null, categoryName: 'Miscellaneous' });
    expect(screen.getByRole('dialog', { name: 'Download Category' })).toHaveTextContent('Category: Miscellaneous');
    await user.click(download());
    expect(onDownload).toHaveBeenCalledWith(expect.objectContaining({ categories: [null] }));
  });
});

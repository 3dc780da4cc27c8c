import { describe, expect, it } from 'vitest';
import { canDownloadSpecsPdf, changeSpecsPdfOption, defaultSpecsPdfOptions, specsPdfPayload } from './specs-pdf-payload';

describe('specsPdfPayload', () => {
  it('builds the default payload: portfolio and specifications, 4 per page, names, portrait', () => {
    expect(specsPdfPayload(defaultSpecsPdfOptions(true))).toEqual({
      type: 'all',
      showModelNumber: 0,
      includeSpecifications: 1,
      includeInstallation: 0,
      showListPrice: 0,
      showSalePrice: 0,
      showQuantity: 0,
      showCustomerInfo: 1,
      showSignatureLine: 0,
      imagesPerPage: 4,
      orientation: 'P',
      imagesOnly: 0,
      showProductNames: 1,
      showProductDescription: 0,
      showImages: 1,
    });
  });

  it('is "images" without specifications and "default" without the portfolio', () => {
    expect(specsPdfPayload(defaultSpecsPdfOptions(false)).type).toBe('images');
    const specsOnly = { ...defaultSpecsPdfOptions(true), includePortfolio: false };
    expect(specsPdfPayload(specsOnly)).toMatchObject({ type: 'default', showImages: 0 });
  });

  it('refuses options with neither part', () => {
    const none = { ...defaultSpecsPdfOptions(false), includePortfolio: false };
    expect(canDownloadSpecsPdf(none)).toBe(false);
    expect(() => specsPdfPayload(none)).toThrow(RangeError);
  });

  it('maps the image display to imagesOnly, showProductNames and showProductDescription', () => {
    const base = defaultSpecsPdfOptions(true);
    expect(specsPdfPayload({ ...base, imageDisplay: 'images' })).toMatchObject({ imagesOnly: 1, showProductNames: 0, showProductDescription: 0 });
    expect(specsPdfPayload({ ...base, imageDisplay: 'imagesWithNames' })).toMatchObject({ imagesOnly: 0, showProductNames: 1, showProductDescription: 0 });
    expect(specsPdfPayload({ ...base, imageDisplay: 'imageWithNameAndDescription' })).toMatchObject({ imagesOnly: 0, showProductNames: 1, showProductDescription: 1 });
  });

  it('turns every chosen flag into 1 and carries pages and orientation', () => {
    const all = {
      ...defaultSpecsPdfOptions(true),
      includeInstallation: true,
      showListPrice: true,
      showSalePrice: true,
      showQuantity: true,
      showModelNumber: true,
      showSignatureLine: true,
      orientation: 'L' as const,
      imagesPerPage: 6 as const,
    };
    expect(specsPdfPayload(all)).toMatchObject({
      includeInstallation: 1,
      showListPrice: 1,
      showSalePrice: 1,
      showQuantity: 1,
      showModelNumber: 1,
      showSignatureLine: 1,
      orientation: 'L',
      imagesPerPage: 6,
    });
  });

  it('never sends prices without the portfolio nor installation without specifications', () => {
    const odd = { ...defaultSpecsPdfOptions(false), includePortfolio: true, includeInstallation: true };
    expect(specsPdfPayload(odd).includeInstallation).toBe(0);
    const noPortfolio = { ...defaultSpecsPdfOptions(true), includePortfolio: false, showListPrice: true, showSalePrice: true };
    expect(specsPdfPayload(noPortfolio)).toMatchObject({ showListPrice: 0, showSalePrice: 0 });
  });

  it('names the one category of a category download, null for Miscellaneous', () => {
    expect(specsPdfPayload(defaultSpecsPdfOptions(true), 12).categories).toEqual([12]);
    expect(specsPdfPayload(defaultSpecsPdfOptions(true), null).categories).toEqual([null]);
    expect(specsPdfPayload(defaultSpecsPdfOptions(true))).not.toHaveProperty('categories');
    expect(specsPdfPayload(defaultSpecsPdfOptions(true), undefined)).not.toHaveProperty('categories');
  });
});

describe('changeSpecsPdfOption', () => {
  it('turns the prices off with the portfolio and installation off with the specifications', () => {
    const priced = { ...defaultSpecsPdfOptions(true), showListPrice: true, showSalePrice: true, includeInstallation: true };
    expect(changeSpecsPdfOption(priced, 'includePortfolio', false)).toMatchObject({ showListPrice: false, showSalePrice: false, includeInstallation: true });
    expect(changeSpecsPdfOption(priced, 'includeSpecifications', false)).toMatchObject({ includeInstallation: false, showListPrice: true });
  });
});

import { describe, expect, it } from 'vitest';
import { fieldFromPath } from './errors';

describe('fieldFromPath', () => {
  it('drops the operation and resource keys of an envelope', () => {
    expect(fieldFromPath('/createSpecbookRequest/Specbook/name')).toBe('name');
    expect(fieldFromPath('/updateSpecbookCategoryRequest/Category/name')).toBe('name');
    expect(fieldFromPath('/createSpecbookRequest/Specbook/profile/id')).toBe('profile.id');
  });

  it('keeps plain paths and answers null for the whole body', () => {
    expect(fieldFromPath('/email')).toBe('email');
    expect(fieldFromPath('')).toBeNull();
  });
});

import { describe, expect, test } from 'vitest';
import { formErrors, skuBody } from './data-provider';

describe('skuBody', () => {
  test('keeps only SkuInput fields and sends pictures by id or filename, in order', () => {
    const body = skuBody({
      id: 7,
      full_title: 'Parent, Child',
      variant_count: 0,
      created_at: '2026-11-23T00:00:00.000Z',
      title: 'Child',
      list_price: '',
      qty_on_hand: 99,
      tags: [3],
      images: [
        { filename: 'a'.repeat(32) + '.webp', url: '/uploads/tmp/x.webp', caption: '' },
        { id: 4, url: '/uploads/4.webp', thumb: '/uploads/4-thumb.webp', caption: 'Front' },
      ],
    });
    expect(body).toEqual({
      title: 'Child',
      list_price: '',
      qty_on_hand: 99,
      tags: [3],
      images: [
        { filename: 'a'.repeat(32) + '.webp', caption: '' },
        { id: 4, caption: 'Front' },
      ],
    });
  });
});

describe('formErrors', () => {
  test("puts each path's first message on its top-level field, without a wrapper's prefix", () => {
    expect(
      formErrors(
        {
          'skus.0.featured_week': ['The featured week starts on a Monday.', 'second'],
          'skus.0.images.1.filename': ['Upload the image first.'],
          _: ['whole form'],
        },
        'skus.0.',
      ),
    ).toEqual({ featured_week: 'The featured week starts on a Monday.', images: 'Upload the image first.' });
    expect(formErrors({ title: ['This field is required.'] })).toEqual({ title: 'This field is required.' });
    expect(formErrors(undefined)).toBeNull();
    expect(formErrors({})).toBeNull();
  });
});

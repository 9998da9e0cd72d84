import { expect, test } from 'vitest';
import { downloadFacts, fileSize } from './downloads';

test('file sizes read as a file manager writes them', () => {
  expect(fileSize(300)).toBe('1 KB');
  expect(fileSize(48_000)).toBe('47 KB');
  expect(fileSize(1_258_291)).toBe('1.2 MB');
  expect(fileSize(52_428_800)).toBe('50 MB');
});

test('a download names its format, file type and size as far as they are known', () => {
  expect(downloadFacts({ title: ['The Quiet Page', 'Ebook'], parent_sku: 4, download_file: { type: 'EPUB', size: 2_200_000 } })).toBe('Ebook · EPUB · 2.1 MB');
  expect(downloadFacts({ title: ['A Field Guide'], parent_sku: null, download_file: { type: 'PDF', size: 90_000 } })).toBe('PDF · 88 KB');
  expect(downloadFacts({ title: ['The Quiet Page', 'Ebook'], parent_sku: 4, download_file: null })).toBe('Ebook');
});

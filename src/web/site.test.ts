import { describe, expect, it } from 'vitest';
import { introSlugFor, titleFor } from './site';

describe('site', () => {
  it('turns any name into the introduction slug', () => {
    expect(introSlugFor('Athenaeum')).toBe('an_introduction_to_the_athenaeum');
    expect(introSlugFor('The Reading Room!')).toBe('an_introduction_to_the_the_reading_room_');
  });

  it('titles a page "Page · Site", and the home page by the site alone', () => {
    expect(titleFor('Athenaeum', 'Volumes')).toBe('Volumes · Athenaeum');
    expect(titleFor('Athenaeum')).toBe('Athenaeum');
  });
});

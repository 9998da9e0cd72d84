import { describe, expect, it } from 'vitest';
import { introSlugFor, site } from './site';

describe('site', () => {
  it('defaults to Athenaeum without the server-filled meta tags', () => {
    expect(site.name).toBe('Athenaeum');
    expect(site.shortName).toBe('ATH');
    expect(site.introSlug).toBe('an_introduction_to_the_athenaeum');
  });

  it('turns any name into the introduction slug', () => {
    expect(introSlugFor('The Reading Room!')).toBe('an_introduction_to_the_the_reading_room_');
  });
});

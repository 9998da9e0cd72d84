import type { VolumeResponse } from '../../modules/content/schemas';

/** A record of /api/admin/volumes: the volume, its id its tag_slug, and its featured articles' slugs in order. */
export interface AdminVolume extends VolumeResponse {
  id: string;
  featured: string[];
}

import { BookOpen, ZoomIn } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import type { SkuResponse } from '../../api/shop';
import { Dialog } from '../../components/ui/Dialog';
import s from './Gallery.module.css';

type Image = SkuResponse['images'][number];

/** Thumbnails take a smaller style past this many images (SPEC §2). */
const ROOMY_THUMBS = 4;
/** A book's cover, when a picture's size is not known. */
const COVER_RATIO = 2 / 3;

/**
 * The product's pictures: the first selected to begin with; the thumbnails choose another; the
 * selected one opens a larger view that Escape (or the close button) closes. The larger view is
 * the largest rendition, as large as the window allows, never smaller than the page shows it.
 */
export function Gallery({ images, title }: { images: Image[]; title: string }) {
  const [selected, setSelected] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const image = images[selected] ?? images[0];

  if (!image) {
    return (
      <div className={s.gallery}>
        <div className={s.none}>
          <BookOpen aria-hidden="true" size={56} strokeWidth={1} />
          <p>No pictures of this book yet.</p>
        </div>
      </div>
    );
  }

  const describe = (img: Image, i: number) => img.caption ?? `Image ${i + 1}`;
  const alt = (img: Image) => img.caption || title;
  const ratio = image.width && image.height ? image.width / image.height : COVER_RATIO;
  return (
    <div className={s.gallery}>
      <figure className={s.figure}>
        <button
          type="button"
          className={s.main}
          style={{ aspectRatio: String(ratio) }}
          aria-haspopup="dialog"
          aria-label={`Enlarge: ${describe(image, selected)}`}
          onClick={() => setZoomed(true)}
        >
          <img
            src={image.url}
            srcSet={image.srcset ?? undefined}
            sizes={image.srcset ? '(max-width: 800px) 18rem, 26rem' : undefined}
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            fetchPriority="high"
            alt={alt(image)}
          />
          <span className={s.zoomHint} aria-hidden="true">
            <ZoomIn size={18} />
          </span>
        </button>
        <figcaption>Click an image for more detail.</figcaption>
      </figure>

      {images.length > 1 && (
        <ul className={`${s.thumbs}${images.length > ROOMY_THUMBS ? ` ${s.compact}` : ''}`} aria-label="Pictures">
          {images.map((img, i) => (
            <li key={img.id}>
              <button type="button" className={s.thumb} aria-pressed={i === selected} aria-label={`Show ${describe(img, i)}`} onClick={() => setSelected(i)}>
                <img src={img.thumb} alt={alt(img)} loading="lazy" width={img.width ?? undefined} height={img.height ?? undefined} />
              </button>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={zoomed} onClose={() => setZoomed(false)} title={`${title}: ${describe(image, selected)}`} variant="modal" className={s.zoom}>
        <img
          className={s.zoomImage}
          style={{ '--ratio': ratio } as CSSProperties}
          src={image.url}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          alt={alt(image)}
        />
      </Dialog>
    </div>
  );
}

import { BookOpen, ZoomIn } from 'lucide-react';
import { useState } from 'react';
import type { SkuResponse } from '../../api/shop';
import { Dialog } from '../../components/ui/Dialog';

type Image = SkuResponse['images'][number];

/** Thumbnails take a smaller style past this many images (SPEC §2). */
const ROOMY_THUMBS = 4;

/**
 * The product's pictures: the first selected to begin with; the thumbnails choose another; the
 * selected one opens a larger view that Escape (or the close button) closes.
 */
export function Gallery({ images, title }: { images: Image[]; title: string }) {
  const [selected, setSelected] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const image = images[selected] ?? images[0];

  if (!image) {
    return (
      <div className="gallery">
        <div className="gallery-none">
          <BookOpen aria-hidden="true" size={56} strokeWidth={1} />
          <p>No pictures of this book yet.</p>
        </div>
      </div>
    );
  }

  const describe = (img: Image, i: number) => img.caption ?? `Image ${i + 1}`;
  return (
    <div className="gallery">
      <figure className="gallery-figure">
        <button
          type="button"
          className="gallery-main"
          aria-haspopup="dialog"
          aria-label={`Enlarge: ${describe(image, selected)}`}
          onClick={() => setZoomed(true)}
        >
          <img
            src={image.url}
            srcSet={image.srcset ?? undefined}
            sizes={image.srcset ? '(max-width: 800px) 90vw, 440px' : undefined}
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            alt=""
          />
          <span className="gallery-zoom-hint" aria-hidden="true">
            <ZoomIn size={18} />
          </span>
        </button>
        <figcaption>Click an image for more detail.</figcaption>
      </figure>

      {images.length > 1 && (
        <ul className={`gallery-thumbs${images.length > ROOMY_THUMBS ? ' is-compact' : ''}`} aria-label="Pictures">
          {images.map((img, i) => (
            <li key={img.id}>
              <button
                type="button"
                className="gallery-thumb"
                aria-pressed={i === selected}
                aria-label={`Show ${describe(img, i)}`}
                onClick={() => setSelected(i)}
              >
                <img src={img.thumb} alt="" loading="lazy" width={img.width ?? undefined} height={img.height ?? undefined} />
              </button>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={zoomed} onClose={() => setZoomed(false)} title={`${title}: ${describe(image, selected)}`} variant="modal" className="dialog-zoom">
        <img className="zoom-image" src={image.url} width={image.width ?? undefined} height={image.height ?? undefined} alt={`${title}: ${describe(image, selected)}`} />
      </Dialog>
    </div>
  );
}

import { Box, Button, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { ImagePlus } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useDataProvider, useInput, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../data-provider';
import { Fieldset } from '../shared/FormParts';
import { moveItem } from '../shared/order';
import { OrderButtons } from '../shared/OrderButtons';

/** A picture in a form: one already stored (id), a fresh upload (filename), or a service's picture (url only). */
export interface FormImage {
  id?: number;
  filename?: string;
  url: string;
  thumb?: string;
  caption?: string | null;
}

const keyOf = (image: FormImage) => (image.filename ? `new-${image.filename}` : image.id !== undefined ? `id-${image.id}` : `url-${image.url}`);

/** A SKU's value is its list of pictures; a service's (`single`) is one picture's address. */
const formats = {
  list: { format: (v: unknown) => (Array.isArray(v) ? v : []), parse: (v: unknown) => v },
  single: { format: (v: unknown) => (typeof v === 'string' && v ? [{ url: v }] : []), parse: (v: FormImage[]) => v[0]?.url ?? null },
};

/** The server's message for a refused upload (not a picture, too big), else a plain one. */
function uploadFailure(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : 'The pictures could not be uploaded.';
}

/**
 * Pictures (SPEC §5 "Image upload field"): a drop zone reading 'Drop Images Here' and a button to
 * choose files. Files upload at once. A SKU's pictures each show with a caption field and buttons
 * to move them up or down or remove them; the value is the list in display order, kept pictures
 * by id and new ones by filename. With `single` (a service) there is one picture, its address the
 * value: a new upload replaces it.
 */
export function ImagesInput({ source = 'images', single = false }: { source?: string; single?: boolean }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const { field, fieldState } = useInput({ source, ...formats[single ? 'single' : 'list'] });
  const images = field.value as FormImage[];
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;

  const set = (next: FormImage[]) => field.onChange(next);
  // The latest list, for an upload that finishes after other edits.
  const latest = useRef(images);
  latest.current = images;

  const upload = async (files: File[]) => {
    if (!files.length || uploading) return;
    setUploading(true);
    setUploadError(null);
    try {
      const uploaded = (await dataProvider.uploadImages(single ? files.slice(0, 1) : files)).map((f) => ({ filename: f.filename, url: f.url, caption: '' }));
      set(single ? uploaded : [...latest.current, ...uploaded]);
    } catch (error) {
      const message = uploadFailure(error);
      setUploadError(message);
      notify(message, { type: 'error' });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload([...event.dataTransfer.files]);
  };

  const error = fieldState.error?.message;

  return (
    <Fieldset legend={single ? 'Picture' : 'Pictures'} describedBy={error ? errorId : helpId}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          p: 3,
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 1,
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          textAlign: 'center',
        }}
      >
        <ImagePlus size={28} aria-hidden="true" />
        <Typography sx={{ fontWeight: 500 }}>Drop Images Here</Typography>
        <Typography id={helpId} variant="body2" color="text.secondary">
          JPEG, PNG, WebP or GIF. {single ? 'A new picture replaces the one shown; it uploads' : 'Pictures upload'} as soon as you add them.
        </Typography>
        <Button variant="outlined" size="small" loading={uploading} loadingPosition="start" startIcon={<ImagePlus size={16} aria-hidden="true" />} onClick={() => fileInput.current?.click()}>
          {uploading ? 'Uploading…' : single ? 'Choose an image' : 'Choose images'}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple={!single}
          hidden
          aria-label={single ? 'Choose an image' : 'Choose images'}
          name="sku_images"
          onChange={(event) => void upload([...(event.target.files ?? [])])}
        />
      </Box>
      {uploadError ? (
        <FormHelperText error role="alert">
          {uploadError}
        </FormHelperText>
      ) : null}
      {error ? (
        <FormHelperText error id={errorId}>
          {error}
        </FormHelperText>
      ) : null}
      {images.length ? (
        <Stack component="ol" aria-label={single ? 'The picture' : 'Pictures in display order'} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, gap: 1.5 }}>
          {images.map((image, index) => {
            const n = index + 1;
            return (
              <Box
                component="li"
                key={keyOf(image)}
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
              >
                <Box
                  component="img"
                  src={image.thumb ?? image.url}
                  alt={image.caption || `Picture ${n}`}
                  sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 0.5, bgcolor: 'action.hover', flexShrink: 0 }}
                />
                {single ? (
                  <Box sx={{ flex: '1 1 12rem' }} />
                ) : (
                  <TextField
                    label={`Caption for picture ${n}`}
                    size="small"
                    value={image.caption ?? ''}
                    onChange={(event) => set(images.map((img, i) => (i === index ? { ...img, caption: event.target.value } : img)))}
                    sx={{ flex: '1 1 12rem', minWidth: 0 }}
                  />
                )}
                <OrderButtons
                  name={`picture ${n}`}
                  index={index}
                  count={images.length}
                  movable={!single}
                  onMove={(by) => set(moveItem(images, index, by))}
                  onRemove={() => set(images.filter((_, i) => i !== index))}
                />
              </Box>
            );
          })}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {single ? 'No picture yet.' : 'No pictures yet.'}
        </Typography>
      )}
    </Fieldset>
  );
}

import { Box, Button, FormHelperText, IconButton, Stack, TextField, Typography } from '@mui/material';
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useDataProvider, useInput, useNotify } from 'react-admin';
import type { AdminDataProvider, SkuFormImage } from '../data-provider';

const keyOf = (image: SkuFormImage) => (image.filename ? `new-${image.filename}` : `id-${image.id}`);

/** The server's message for a refused upload (not a picture, too big), else a plain one. */
function uploadFailure(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : 'The pictures could not be uploaded.';
}

/**
 * The SKU's pictures (SPEC §5 "Image upload field"): a drop zone reading 'Drop Images Here' and a
 * button to choose files. Files upload at once; each picture then shows with a caption field and
 * buttons to move it up or down or remove it. The value is the list in display order; saving
 * sends kept pictures by id and new ones by filename.
 */
export function ImagesInput({ source = 'images' }: { source?: string }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const { field, fieldState } = useInput({ source, format: (v: unknown) => (Array.isArray(v) ? v : []), parse: (v: unknown) => v });
  const images = field.value as SkuFormImage[];
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;

  const set = (next: SkuFormImage[]) => field.onChange(next);
  // The latest list, for an upload that finishes after other edits.
  const latest = useRef(images);
  latest.current = images;

  const upload = async (files: File[]) => {
    if (!files.length || uploading) return;
    setUploading(true);
    setUploadError(null);
    try {
      const uploaded = await dataProvider.uploadSkuImages(files);
      set([...latest.current, ...uploaded.map((f) => ({ filename: f.filename, url: f.url, caption: '' }))]);
    } catch (error) {
      const message = uploadFailure(error);
      setUploadError(message);
      notify(message, { type: 'error' });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...images];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    set(next);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload([...event.dataTransfer.files]);
  };

  const error = fieldState.error?.message;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0, width: '100%' }} aria-describedby={error ? errorId : helpId}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 500, mb: 1, mt: 1 }}>
        Pictures
      </Typography>
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
          JPEG, PNG, WebP or GIF. Pictures upload as soon as you add them.
        </Typography>
        <Button variant="outlined" size="small" loading={uploading} loadingPosition="start" startIcon={<ImagePlus size={16} aria-hidden="true" />} onClick={() => fileInput.current?.click()}>
          {uploading ? 'Uploading…' : 'Choose images'}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-label="Choose images"
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
        <Stack component="ol" aria-label="Pictures in display order" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, gap: 1.5 }}>
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
                <TextField
                  label={`Caption for picture ${n}`}
                  size="small"
                  value={image.caption ?? ''}
                  onChange={(event) => set(images.map((img, i) => (i === index ? { ...img, caption: event.target.value } : img)))}
                  sx={{ flex: '1 1 12rem', minWidth: 0 }}
                />
                <Box sx={{ display: 'flex', gap: 0.5 }}>
                  <IconButton size="small" aria-label={`Move picture ${n} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                    <ArrowUp size={18} aria-hidden="true" />
                  </IconButton>
                  <IconButton size="small" aria-label={`Move picture ${n} down`} disabled={index === images.length - 1} onClick={() => move(index, 1)}>
                    <ArrowDown size={18} aria-hidden="true" />
                  </IconButton>
                  <IconButton size="small" color="error" aria-label={`Remove picture ${n}`} onClick={() => set(images.filter((_, i) => i !== index))}>
                    <Trash2 size={18} aria-hidden="true" />
                  </IconButton>
                </Box>
              </Box>
            );
          })}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          No pictures yet.
        </Typography>
      )}
    </Box>
  );
}

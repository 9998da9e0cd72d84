import { Box, Button, Divider, Typography } from '@mui/material';
import { Trash2, Upload } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AdminSku } from '../../modules/shop/admin-schemas';
import { removeSkuFile, uploadSkuFile } from './api';

/** What the server takes (it checks the bytes too): the file picker offers only these. */
const ACCEPT = '.epub,.pdf,.mobi,.zip,application/epub+zip,application/pdf,application/x-mobipocket-ebook,application/zip';

/** '2.4 MB', '812 KB' */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Below the SKU editor (issue 26): the file its buyers download. Uploading one makes the SKU
 * digital (no stock, no postage); it is sent at once, apart from the form's Save.
 */
export function DigitalFile() {
  const sku = useRecordContext<AdminSku>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!sku) return null;

  const run = async (work: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify(done, { type: 'success' });
      refresh();
    } catch (err) {
      notify((err as Error).message || 'The file could not be saved.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const upload = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) void run(() => uploadSkuFile(sku.id, file), 'File uploaded: this SKU is now sold as a download.');
  };

  return (
    <Box component="section" aria-labelledby="sku-file" sx={{ px: { xs: 1, sm: 2 }, pb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id="sku-file" variant="h6" component="h2">
        Download file
      </Typography>
      <Typography color="text.secondary" sx={{ py: 1 }} data-testid="sku-file-status">
        {sku.file
          ? `${sku.file.name} (${fileSize(sku.file.size)}), uploaded ${new Date(sku.file.uploaded_at).toLocaleString('en-US')}. Buyers download it from their order; it has no stock and ships nothing.`
          : 'No file: this SKU is posted. Upload an EPUB, PDF, MOBI or ZIP file (up to 100 MB) to sell it as a download instead.'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" size="small" disabled={busy} startIcon={<Upload size={18} aria-hidden="true" />}>
          {sku.file ? 'Replace the file' : 'Upload a file'}
          <input type="file" hidden accept={ACCEPT} onChange={upload} aria-label="Download file" />
        </Button>
        {sku.file && (
          <Button color="error" size="small" disabled={busy} startIcon={<Trash2 size={18} aria-hidden="true" />} onClick={() => void run(() => removeSkuFile(sku.id), 'File removed: this SKU is posted again.')}>
            Remove the file
          </Button>
        )}
      </Box>
    </Box>
  );
}

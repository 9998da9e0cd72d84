import type { LineDownload } from '../../../modules/checkout/schemas';
import { Download } from 'lucide-react';
import { formatDay } from '../../lib/orders';
import s from './Orders.module.css';

const REFUSED: Record<Exclude<LineDownload['state'], 'ready'>, string> = {
  expired: 'The download link has expired.',
  used_up: 'Every download of this link has been used.',
  revoked: 'The download link was cancelled when this item was refunded.',
};

/** A digital line's download (issue 26): the link while it works, with what is left of it; else why not. */
export function DownloadLink({ title, download }: { title: string; download: LineDownload }) {
  if (download.state !== 'ready') return <span className={s.download}>{REFUSED[download.state]}</span>;
  const left = download.max_downloads - download.downloads;
  return (
    <span className={s.download}>
      <a href={download.url} download aria-label={`Download ${title}`}>
        <Download aria-hidden="true" size={16} /> Download
      </a>
      <span className={s.each}>
        {left} of {download.max_downloads} downloads left · until {formatDay(download.expires_at)}
      </span>
    </span>
  );
}

import type { LineDownload } from '../../../modules/checkout/schemas';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { reissueDownload } from '../../api/checkout';
import { errorMessage } from '../../api/client';
import { keys } from '../../api/keys';
import { queryClient } from '../../api/query-client';
import { formatDay } from '../../lib/orders';
import { Button } from '../ui/Button';
import s from './Orders.module.css';

const REFUSED: Record<Exclude<LineDownload['state'], 'ready'>, string> = {
  expired: 'The download link has expired.',
  used_up: 'Every download of this link has been used.',
  revoked: 'The download link was cancelled when this item was refunded.',
};

/** '3:40 PM on Friday, December 11, 2026', in the reader's own time. */
const momentText = (iso: string) => `${new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })} on ${formatDay(iso)}`;

interface DownloadLinkProps {
  lineId: number;
  title: string;
  download: LineDownload;
  /** The order's checkout secret or mail link key, when the page has one; a member's own order needs none. */
  secret?: string | null;
}

/**
 * A digital line's download (issue 26): the link while it works, with what is left of it; else why
 * not, and (issue 36) a button for a fresh link, or when the day's fresh links are used, when the
 * next one can be had. A fresh link takes focus once it shows.
 */
export function DownloadLink({ lineId, title, download, secret = null }: DownloadLinkProps) {
  const [renewed, setRenewed] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const reissue = useMutation({
    mutationFn: () => reissueDownload(lineId, secret),
    onSuccess: async () => {
      setRenewed(true);
      await queryClient.invalidateQueries({ queryKey: keys.orders.all });
    },
  });
  useEffect(() => {
    if (renewed && download.state === 'ready') link.current?.focus();
  }, [renewed, download.state]);

  if (download.state !== 'ready') {
    const { allowed, from } = download.reissue;
    return (
      <span className={s.download}>
        <span>{REFUSED[download.state]}</span>
        {allowed && (
          <Button variant="secondary" className={s.newLink} busy={reissue.isPending} onClick={() => reissue.mutate()} aria-label={`Get a new download link for ${title}`}>
            Get a new link
          </Button>
        )}
        {!allowed && from && (
          <span className={s.each} role="status">
            You have had today’s new links for this item. You can get another from {momentText(from)}, or <Link to="/contact">write to us</Link>.
          </span>
        )}
        {reissue.isError && (
          <span className="form-error" role="alert">
            {errorMessage(reissue.error)}
          </span>
        )}
      </span>
    );
  }
  const left = download.max_downloads - download.downloads;
  return (
    <span className={s.download}>
      <a ref={link} href={download.url} download aria-label={`Download ${title}`}>
        <Download aria-hidden="true" size={16} /> Download
      </a>
      <span className={s.each} role={renewed ? 'status' : undefined}>
        {renewed && 'New link ready: '}
        {left} of {download.max_downloads} downloads left · until {formatDay(download.expires_at)}
      </span>
    </span>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { Icon, icons } from '../icons';
import { WhatsAppIcon } from '../icons/whatsapp-icon';
import { whatsAppShareUrl, type ShareTarget } from '../../lib/share-links';
import { useT } from '../../i18n/catalog';
import { shareCatalog } from './i18n';
import './share-actions.css';

interface ShareActionsProps extends ShareTarget {
  /** Names the group for screen readers, e.g. "Share this course". */
  label: string;
  /** The line the phone's share sheet puts before the link. */
  text?: string;
  /** A visible heading above the buttons (the course page); notes' cards show none. */
  heading?: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** How long "Link copied" stays before the status line clears itself. */
const COPIED_FOR_MS = 4000;

/**
 * WhatsApp (how the site's students pass links around), Copy link, and the phone's own share sheet
 * (Web Share API) where the browser has one, beside the other two rather than instead of them:
 * WhatsApp stays one tap away, and the sheet reaches Telegram, e-mail and the rest.
 */
export function ShareActions({ title, url, label, text, heading }: ShareActionsProps) {
  const [canShareNatively] = useState(() => typeof navigator !== 'undefined' && typeof navigator.share === 'function');
  const [copy, setCopy] = useState<CopyState>('idle');
  const t = useT(shareCatalog);
  const headingId = useId();
  const fallbackRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = window.setTimeout(() => setCopy('idle'), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  useEffect(() => {
    if (copy === 'failed') fallbackRef.current?.select();
  }, [copy]);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      // No clipboard here (an old browser, a page not served over HTTPS, permission refused):
      // show the link selected, ready for the phone's own copy.
      setCopy('failed');
    }
  }

  async function shareNatively() {
    try {
      await navigator.share({ title, text: text ?? title, url });
    } catch {
      // Closing the sheet rejects with AbortError; anything else leaves WhatsApp and Copy link to use.
    }
  }

  return (
    <div className="share-actions" role="group" {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': label })}>
      {heading && (
        <p className="share-actions-heading" id={headingId}>
          {heading}
        </p>
      )}
      <div className="share-actions-buttons">
        <a
          className="share-action share-action-whatsapp"
          href={whatsAppShareUrl({ title: text ?? title, url })}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('share.whatsAppWith', { title })}
        >
          <WhatsAppIcon size={18} />
          {t('share.whatsApp')}
        </a>
        <button className="share-action" type="button" onClick={() => void copyLink()} aria-label={t('share.copyLinkOf', { title })}>
          <Icon path={copy === 'copied' ? icons.check : icons.link} size={18} />
          {t('share.copyLink')}
        </button>
        {canShareNatively && (
          <button className="share-action" type="button" onClick={() => void shareNatively()} aria-label={t('share.shareWith', { title })}>
            <Icon path={icons.share} size={18} />
            {t('share.share')}
          </button>
        )}
      </div>
      <p className="share-actions-status" role="status">
        {copy === 'copied' && t('share.linkCopied')}
      </p>
      {copy === 'failed' && (
        <label className="share-actions-fallback">
          {t('share.copyByHand')}
          <input ref={fallbackRef} type="url" value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
        </label>
      )}
    </div>
  );
}

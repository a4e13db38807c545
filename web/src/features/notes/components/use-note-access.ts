import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import type { ApiFile } from '../../../lib/api-transfer';
import { signOutEverywhere } from '../../../lib/auth';
import { confirmDialog, showAlert } from '../../../lib/dialogs';
import { getStoredUser } from '../../../lib/session';
import { fetchNoteFile, hasActiveSubscription, isPdfType, type Note, type NoteFileUse } from '../api/notes';
import { forgetFailedPdfViewer, loadPdfViewer } from './pdf-viewer-loader';
import { saveFile } from '../../../lib/api-transfer';
import { translate } from '../../../i18n/catalog';
import { notesCatalog } from '../i18n';

import type en from '../locales/en.json';
import { AUTH_PATH, PLANS_PATH } from '../../../config/paths';

/** Dialog texts in the interface language (the library rendered with the catalogue, so it is loaded). */
const t = (id: Extract<keyof typeof en, string>) => translate(notesCatalog, id);

export interface OpenPreview {
  note: Note;
  /** The file the preview request answered; null when the list already says it is no PDF (nothing to show). */
  file: ApiFile | null;
}

export interface NoteAccess {
  /** The note and action under way (checking the subscription or fetching the file), if any. */
  pending: { noteId: string; use: NoteFileUse } | null;
  preview: OpenPreview | null;
  open: (note: Note, use: NoteFileUse) => Promise<void>;
  closePreview: () => void;
}

/**
 * Preview and Download, gated by subscription: a visitor or a user without an active
 * subscription is offered the plans page; a subscriber gets the file. The subscription
 * check is asked once per visit of the page and kept; a 403 from the file request (the plan ran
 * out meanwhile) corrects it.
 */
export function useNoteAccess(): NoteAccess {
  const navigate = useNavigate();
  const subscription = useRef<{ userId: string; answer: Promise<boolean> } | null>(null);
  const [pending, setPending] = useState<NoteAccess['pending']>(null);
  const [preview, setPreview] = useState<OpenPreview | null>(null);

  const isSubscribed = useCallback((userId: string) => {
    if (subscription.current?.userId !== userId) subscription.current = { userId, answer: hasActiveSubscription(userId) };
    return subscription.current.answer;
  }, []);

  const offerSubscription = useCallback(
    async (use: NoteFileUse) => {
      const subscribe = await confirmDialog({
        title: t('notes.access.subscriptionTitle'),
        text: t(use === 'preview' ? 'notes.access.subscribePreview' : 'notes.access.subscribeDownload'),
        icon: 'info',
        confirmButtonText: t('notes.access.subscribeNow'),
        cancelButtonText: t('notes.access.later'),
      });
      if (subscribe) navigate(PLANS_PATH);
    },
    [navigate],
  );

  const open = useCallback(
    async (note: Note, use: NoteFileUse) => {
      const user = getStoredUser();
      const userId = user?.id || user?._id;
      setPending({ noteId: note._id, use });
      try {
        if (!userId || !(await isSubscribed(userId))) {
          setPending(null);
          await offerSubscription(use);
          return;
        }
        if (use === 'preview' && note.contentType && !isPdfType(note.contentType)) {
          // Word and PowerPoint cannot be shown in the page: no need to fetch the file to say so.
          setPreview({ note, file: null });
          return;
        }
        // pdf.js downloads while the file does; a failure there is handled by the viewer.
        if (use === 'preview') {
          forgetFailedPdfViewer();
          loadPdfViewer().catch(() => {});
        }
        const file = await fetchNoteFile(note._id, use);
        if (use === 'download') saveFile(file, fallbackFileName(note, file));
        else setPreview({ note, file });
      } catch (error) {
        setPending(null);
        if (error instanceof ApiError && error.status === 401) {
          await showAlert({
            title: t('notes.access.sessionExpired'),
            text: t('notes.access.logInAgain'),
            icon: 'warning',
            confirmButtonText: t('notes.access.logIn'),
          });
          await signOutEverywhere();
          navigate(AUTH_PATH);
        } else if (error instanceof ApiError && error.status === 403) {
          if (userId) subscription.current = { userId, answer: Promise.resolve(false) };
          await offerSubscription(use);
        } else {
          await showAlert({
            title: t(use === 'preview' ? 'notes.access.previewFailed' : 'notes.access.downloadFailed'),
            text: errorText(error, t('notes.access.generic')),
            icon: 'error',
            confirmButtonText: t('notes.access.ok'),
          });
        }
      } finally {
        setPending(null);
      }
    },
    [isSubscribed, navigate, offerSubscription],
  );

  // The file's bytes go with the preview state; the viewer destroys its document as it unmounts.
  const closePreview = useCallback(() => setPreview(null), []);

  return { pending, preview, open, closePreview };
}

// Lives in lib/api-transfer.ts (the dashboard's and the admin's invoice downloads use it too).

/** The server's name (Content-Disposition), else the stored one, else the title. */
export function fallbackFileName(note: Note, file: ApiFile): string {
  return file.fileName || note.fileName || `${note.title}.pdf`;
}

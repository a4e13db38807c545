import { useT } from '../../../i18n/catalog';
import { ModalDialog } from '../../../components/modal-dialog';
import { practiceCatalog } from '../i18n';
import type { ExamSession } from './use-exam-session';

type SubmitConfirmProps = Pick<ExamSession, 'confirming' | 'unanswered' | 'marked' | 'submit' | 'keepAnswering'>;

/** Submit asks first, saying how many questions have no answer and how many are marked for review. */
export function SubmitConfirm({ confirming, unanswered, marked, submit, keepAnswering }: SubmitConfirmProps) {
  const t = useT(practiceCatalog);
  return (
    <ModalDialog open={confirming} title={t('practice.confirm.title')} onClose={keepAnswering}>
      <p className="exam-confirm-text">
        {[
          t('practice.confirm.unanswered', { count: unanswered }),
          marked > 0 ? t('practice.confirm.marked', { count: marked }) : '',
          t('practice.confirm.final'),
        ]
          .filter(Boolean)
          .join(' ')}
      </p>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={submit}>
          {t('practice.confirm.submit')}
        </button>
        <button type="button" className="button button-outline" onClick={keepAnswering}>
          {t('practice.confirm.keepAnswering')}
        </button>
      </div>
    </ModalDialog>
  );
}

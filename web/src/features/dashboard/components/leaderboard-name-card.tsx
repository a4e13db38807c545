import { useState, type FormEvent } from 'react';
import { FormActions } from '../../../components/form/form-actions';
import { useT } from '../../../i18n/catalog';
import { errorText } from '../../../lib/error-text';
import { setLeaderboardName, type Profile } from '../api/profile';
import { dashboardCatalog } from '../i18n';

/**
 * The Profile's Leaderboards card: whether the student's name shows on test leaderboards, with
 * what shows either way. Read from the profile answer, saved through the leaderboard-preference
 * route (the same switch as on a leaderboard, so the practice feature is not loaded here).
 */
export function LeaderboardNameCard({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const t = useT(dashboardCatalog);
  const stored = profile.leaderboardHidden !== true;
  const [showName, setShowName] = useState(stored);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState('');

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setStatus('');
    try {
      const saved = await setLeaderboardName(showName);
      const { leaderboardHidden: _was, ...rest } = profile;
      onSaved(saved.showName ? rest : { ...rest, leaderboardHidden: true });
      setStatus(t('dashboard.leaderboard.saved'));
    } catch (error) {
      setStatus(errorText(error, t('dashboard.leaderboard.saveFailed')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="shell-card dash-leaderboard" aria-labelledby="dash-leaderboard-title">
      <h2 id="dash-leaderboard-title" className="shell-card-title">
        {t('dashboard.leaderboard.title')}
      </h2>
      <form onSubmit={(event) => void save(event)}>
        <label className="form-check">
          <input
            type="checkbox"
            checked={showName}
            aria-describedby="dash-leaderboard-explain"
            onChange={(event) => {
              setShowName(event.target.checked);
              setStatus('');
            }}
          />
          {t('dashboard.leaderboard.showName')}
        </label>
        <p id="dash-leaderboard-explain" className="dash-leaderboard-explain">
          {t('dashboard.leaderboard.explain')}
        </p>
        <FormActions
          submitLabel={t('dashboard.leaderboard.save')}
          busyLabel={t('dashboard.leaderboard.saving')}
          busy={saving}
          submitDisabled={showName === stored}
          submitClassName="button button-primary button-small"
        />
        <p role="status">{status}</p>
      </form>
    </section>
  );
}

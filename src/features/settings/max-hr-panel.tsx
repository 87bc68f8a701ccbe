/**
 * The person's maximum heart rate, which the activity page's heart-rate zones are shares of
 * (domain/stats/max-hr.ts): set it, or leave it empty to use the estimate from their history.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import {
  estimateMaxHr,
  isMaxHrSetting,
  MAX_HR_SETTING_MAX,
  MAX_HR_SETTING_MIN,
} from '../../domain/stats/max-hr';
import { DEFAULT_MAX_HR } from '../../domain/stats/sensors';
import { formatCount } from '../../lib/format';
import { useSettings } from '../../lib/settings';
import { useTrackStore } from '../../lib/store-context';
import { summariesQuery } from '../../lib/track-queries';

export function MaxHrPanel() {
  const { maxHr, setMaxHr } = useSettings();
  const store = useTrackStore();
  const summaries = useQuery(summariesQuery(store));
  const estimate = summaries.data ? estimateMaxHr(summaries.data) : null;
  const [text, setText] = useState(maxHr === null ? '' : String(maxHr));
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = useId();
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') {
      setMaxHr(null);
      setProblem(null);
      return;
    }
    const bpm = Number(trimmed);
    if (!isMaxHrSetting(bpm)) {
      setProblem(`A whole number from ${MAX_HR_SETTING_MIN} to ${MAX_HR_SETTING_MAX} bpm, or empty.`);
      return;
    }
    setMaxHr(bpm);
    setProblem(null);
  };

  return (
    <section className="settings-section" aria-labelledby={titleId}>
      <h2 id={titleId}>Maximum heart rate</h2>
      <p className="settings-note">
        Heart-rate zones are shares of it.{' '}
        {maxHr !== null
          ? `In use: ${maxHr} bpm, set here.`
          : estimate
            ? `In use: ${estimate.bpm} bpm, estimated from your history (the highest recorded maximum but one, of ${formatCount(estimate.activities, 'activity', 'activities')} with heart rate).`
            : `In use: ${DEFAULT_MAX_HR} bpm, a default (too few activities with heart rate to estimate yours).`}
      </p>
      <form className="form-fields" onSubmit={submit} aria-label="Maximum heart rate" noValidate>
        <label htmlFor={inputId}>
          Your maximum, bpm (empty: estimated)
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={MAX_HR_SETTING_MIN}
            max={MAX_HR_SETTING_MAX}
            step={1}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={problem !== null}
          />
        </label>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </form>
      {problem ? (
        <p className="settings-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

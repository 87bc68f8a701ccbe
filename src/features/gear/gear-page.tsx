/**
 * /gear (issue 35): every gear with its totals, distance per month, maintenance and retirement
 * suggestion; create, edit, retire and delete; assignment rules; gear named by earlier imports.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../../components/button';
import { ErrorPanel } from '../../components/error-panel';
import { MethodNote } from '../../components/method-note';
import { PageHeader } from '../../components/page-header';
import { gearToCreate } from '../../domain/gear/export-gear';
import { createExportGear } from '../../lib/export-gear';
import { gearKeys, gearKindQuery, useGearActions, useGearData } from '../../shared/gear/gear-queries';
import { useSettings } from '../../lib/settings';
import { useTrackStore } from '../../lib/store-context';
import { GearCard } from './gear-card';
import { GearForm } from './gear-form';
import { GearRules } from './gear-rules';
import { GearTotalsTable } from './gear-totals-table';
import './gear.css';

export function GearPage() {
  const store = useTrackStore();
  const { units } = useSettings();
  const { data, error, isPending } = useGearData();
  const rules = useQuery(gearKindQuery(store, 'gearRules'));
  const tasks = useQuery(gearKindQuery(store, 'maintenance'));
  const actions = useGearActions();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const missing = useMemo(() => (data ? gearToCreate(data.summaries, data.gear, 0).length : 0), [data]);

  if (error) return <ErrorPanel error={error} title="Could not read your gear" />;
  if (isPending || !data) return <p role="status">Loading gear…</p>;
  return (
    <>
      <PageHeader
        title="Gear"
        description="Bikes, shoes and other gear: how far each has gone, what needs doing, and when to retire it."
        actions={
          missing > 0 ? (
            <Button
              busy={busy}
              onClick={() => {
                setBusy(true);
                void createExportGear(store, data.summaries)
                  .then(() => client.invalidateQueries({ queryKey: gearKeys.all }))
                  .finally(() => setBusy(false));
              }}
            >
              {`Add ${missing} gear named by your imports`}
            </Button>
          ) : null
        }
      />
      <section className="card card--table" aria-label="Gear totals">
        {data.gear.length > 0 ? (
          <GearTotalsTable gear={data.gear} overview={data.overview} units={units} />
        ) : (
          <p className="muted">
            No gear yet: add a bike or shoes below, or import an export that names them.
          </p>
        )}
        <MethodNote>
          Totals count each activity once, for the gear it is assigned (its own choice, a dated rule, its
          export&apos;s gear column, the sport&apos;s default, in that order). Importing an export makes one
          gear for each name in its gear column, once. Distance is the activities&apos; distance; the total
          adds the starting distance. Moving time uses elapsed time where moving time is unknown; ascent is
          the smoothed elevation gain. A task is nearly due from 90 % of its interval, in distance or days,
          whichever comes first. Shoes suggest retirement past 700 km unless you set another distance; gear is
          never retired for you.
        </MethodNote>
      </section>
      <section className="card" aria-label="New gear">
        <h2 className="card__title">New gear</h2>
        <GearForm gear={null} units={units} onSave={(g) => actions.put('gear', g)} />
      </section>
      {data.gear.map((g) => (
        <GearCard
          key={g.id}
          gear={g}
          tasks={(tasks.data ?? []).filter((t) => t.gearId === g.id)}
          summaries={data.summaries}
          overview={data.overview}
          today={data.today}
          units={units}
          actions={actions}
        />
      ))}
      <GearRules gear={data.gear} rules={rules.data ?? []} actions={actions} />
    </>
  );
}

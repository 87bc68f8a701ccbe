// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeActivity } from '../../testing/store-fixtures';
import { createMemoryTrackStore } from '../../testing/memory-track-store';
import { MoveToCloudOffer } from './move-to-cloud-offer';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

async function stores(localSeeds: number[], cloudSeeds: number[]) {
  const local = createMemoryTrackStore();
  const cloud = createMemoryTrackStore();
  for (const s of localSeeds) await local.putActivity(makeActivity(s));
  for (const s of cloudSeeds) await cloud.putActivity(makeActivity(s));
  return { local, cloud };
}

describe('MoveToCloudOffer', () => {
  it('offers the activities missing in the cloud, uploads them with progress, and reports', async () => {
    const { local, cloud } = await stores([1, 2, 3], [2]);
    const onChanged = vi.fn();
    render(<MoveToCloudOffer local={local} cloud={cloud} uid="u1" onChanged={onChanged} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Upload 2' }));
    expect(
      await screen.findByText(/Upload finished: 2 uploaded, 1 already in your account/),
    ).toBeInTheDocument();
    expect((await cloud.listSummaries()).length).toBe(3);
    expect(onChanged).toHaveBeenCalled();
  });

  it('shows nothing when the cloud already has everything, or after "Not now"', async () => {
    const same = await stores([1], [1]);
    const { container } = render(
      <MoveToCloudOffer local={same.local} cloud={same.cloud} uid="u1" onChanged={() => undefined} />,
    );
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
    cleanup();
    const some = await stores([1, 2], []);
    render(<MoveToCloudOffer local={some.local} cloud={some.cloud} uid="u2" onChanged={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    cleanup();
    const again = render(
      <MoveToCloudOffer local={some.local} cloud={some.cloud} uid="u2" onChanged={() => undefined} />,
    );
    expect(again.container).toBeEmptyDOMElement();
  });
});

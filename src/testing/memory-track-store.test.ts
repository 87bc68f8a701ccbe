import { describeTrackStoreContract } from './track-store-contract';
import { MemoryTrackStore } from './memory-track-store';

describeTrackStoreContract('memory (tests)', () => Promise.resolve(new MemoryTrackStore()));

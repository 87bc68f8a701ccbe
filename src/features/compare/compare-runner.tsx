/**
 * Which CompareRunner the page uses: the app's dedicated comparison worker by default; tests pass an
 * in-process runner through CompareRunnerProvider.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { getCompareRunner, type CompareRunner } from '../../workers/compare-client';

const CompareRunnerContext = createContext<CompareRunner | null>(null);

export function CompareRunnerProvider({ runner, children }: { runner: CompareRunner; children: ReactNode }) {
  return <CompareRunnerContext.Provider value={runner}>{children}</CompareRunnerContext.Provider>;
}

export function useCompareRunner(): CompareRunner {
  return useContext(CompareRunnerContext) ?? getCompareRunner();
}

// What the sync property tests draw from: faults on a request, and time passing on the virtual
// clock while devices keep working. Shared so every property test injects the same faults.
import fc from 'fast-check';
import type { FakeClock } from './fakeClock.ts';
import type { Fault } from './fakeRestServer.ts';
import { quiesce, type TestDevice } from './syncHarness.ts';

/** A fault for one request, or none (the commoner case). */
export const faultArb: fc.Arbitrary<Fault | null> = fc.oneof(
  { weight: 4, arbitrary: fc.constant(null) },
  {
    weight: 6,
    arbitrary: fc.constantFrom<Fault>(
      'drop-request',
      'drop-response',
      'duplicate',
      'server-error',
      'rate-limit',
      'unauthorized',
      'offline',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 3_000 }).map((delayMs) => ({ delayMs })) },
);

/** What happens to a device beside the user's own actions: a reload, time, connectivity. */
export type DeviceEvent =
  { kind: 'reload' } | { kind: 'wait'; ms: number } | { kind: 'offline' } | { kind: 'online' };

/** Device events, weighted to mix into a property test's `fc.oneof` of actions. */
export function deviceEventArbs(maxWaitMs: number): fc.WeightedArbitrary<DeviceEvent>[] {
  return [
    { weight: 1, arbitrary: fc.constant({ kind: 'reload' as const }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('wait' as const),
        ms: fc.integer({ min: 0, max: maxWaitMs }),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'offline' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'online' as const }) },
  ];
}

/** Lets `ms` of virtual time pass, timer by timer, with the devices working in between. */
export async function waitVirtual(
  clock: FakeClock,
  devices: TestDevice[],
  ms: number,
): Promise<void> {
  const until = clock.now() + ms;
  while (clock.now() < until) {
    await quiesce(devices, 50);
    if (!clock.advanceToNextTimer()) break;
  }
}

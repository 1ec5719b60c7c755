/**
 * How many effector units `run` creates: the start-up's work a step moves out of one task. The
 * inspector comes from the module registry of the moment, the one the core is evaluated with.
 */
async function unitsCreatedBy(run: () => Promise<unknown>): Promise<number> {
  const { inspectGraph } = await import('effector/inspect');
  let units = 0;
  const inspection = inspectGraph({
    fn: (declaration) => {
      if (declaration.type === 'unit') units += 1;
    },
  });
  try {
    await run();
  } finally {
    inspection.unsubscribe();
  }
  return units;
}

describe("the core's start-up steps", () => {
  beforeEach(() => jest.resetModules());

  it('leave the core nothing to create: every stateful folder is a step', async () => {
    const { CORE_STEPS } = await import('../core-steps');
    for (const step of CORE_STEPS) await step();

    // A folder with stores added to the core without a step would be created here, in one task.
    expect(await unitsCreatedBy(() => import('..'))).toBe(0);
  });

  it('share the work: no step creates a third of the units of the whole core', async () => {
    const whole = await unitsCreatedBy(() => import('..'));
    jest.resetModules();
    const { CORE_STEPS } = await import('../core-steps');
    const perStep: number[] = [];
    for (const step of CORE_STEPS) perStep.push(await unitsCreatedBy(step));

    expect(perStep.reduce((sum, units) => sum + units, 0)).toBe(whole);
    expect(Math.max(...perStep)).toBeLessThan(whole / 3);
  });
});

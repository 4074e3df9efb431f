import { assign, createActor, sendParent, sendTo, setup } from 'xstate';
const node = setup({
    types: {},
    actions: {
        reportUp: sendParent({ type: 'report' }),
    },
}).createMachine({
    id: 'node',
    context: ({ input }) => ({ depth: input.depth, pending: 0, calls: 0, kids: [] }),
    initial: 'idle',
    states: {
        idle: {
            on: {
                task: [
                    {
                        guard: ({ context }) => context.depth === 0,
                        target: 'working',
                    },
                    {
                        target: 'waiting',
                        actions: assign(({ context, spawn, self }) => {
                            const spawnAny = spawn;
                            const kids = [0, 1].map((i) => spawnAny(node, { id: `${self.id}.${i}`, input: { depth: context.depth - 1 } }));
                            for (const k of kids)
                                k.send({ type: 'task', depth: context.depth - 1 });
                            return { kids, pending: 2 };
                        }),
                    },
                ],
            },
        },
        working: {
            entry: [sendTo(({ self }) => self, { type: 'tool' }), sendTo(({ self }) => self, { type: 'tool' })],
            on: {
                tool: [
                    { guard: ({ context }) => context.calls + 1 >= 2, target: 'done', actions: assign({ calls: ({ context }) => context.calls + 1 }) },
                    { actions: assign({ calls: ({ context }) => context.calls + 1 }) },
                ],
            },
        },
        waiting: {
            on: {
                report: [
                    { guard: ({ context }) => context.pending <= 1, target: 'done', actions: assign({ pending: 0 }) },
                    { actions: assign({ pending: ({ context }) => context.pending - 1 }) },
                ],
            },
        },
        done: { type: 'final', entry: 'reportUp' },
    },
});
const root = setup({
    types: {},
}).createMachine({
    id: 'root',
    context: { child: null },
    initial: 'run',
    states: {
        run: {
            entry: assign(({ spawn }) => {
                const child = spawn(node, { id: 'r', input: { depth: 3 } });
                child.send({ type: 'task', depth: 3 });
                return { child };
            }),
            on: { report: 'done' },
        },
        done: { type: 'final' },
    },
});
/** Run the bare L3 tree once; resolves when the root has heard back from the whole tree. */
export function runBareL3(i) {
    const a = createActor(root, { id: `bare-${i}` });
    a.start();
    const ok = a.getSnapshot().status === 'done';
    a.stop();
    return ok;
}

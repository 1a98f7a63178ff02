// Thin: validate input, ask the service. Reading is public; deleting needs a persona (the upstream
// lets only the owner delete). Reporting a snapshot is reports.reportSnapshot, beside the other reports.
import { personaProcedure, publicProcedure, router } from '../trpc/init.ts';
import { listSnapshotsInputSchema, snapshotRefSchema } from '../../shared/snapshots/schema.ts';
import { deleteSnapshot, listSnapshots, snapshotDetail } from './service.ts';

export const snapshotsRouter = router({
  list: publicProcedure
    .input(listSnapshotsInputSchema)
    .query(({ ctx, input }) => listSnapshots(ctx.upstream, input, new Date())),
  detail: publicProcedure
    .input(snapshotRefSchema)
    .query(({ ctx, input }) => snapshotDetail(ctx.upstream, input.id, new Date())),
  delete: personaProcedure
    .input(snapshotRefSchema)
    .mutation(({ ctx, input }) => deleteSnapshot(ctx.upstream, input.id)),
});

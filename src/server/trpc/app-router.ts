// The root router: one entry per domain. Its type is what the client imports (types only).
import { router } from './init.ts';
import { experiencesRouter } from '../experiences/router.ts';

export const appRouter = router({
  experiences: experiencesRouter,
});

export type AppRouter = typeof appRouter;

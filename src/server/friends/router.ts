// Thin: validate input, ask the service, return DTOs. Every procedure needs a persona (docs/product.md §8): the
// session's persona acts, the input only names the other person.
import { personaProcedure, router } from '../trpc/init.ts';
import { friendHandleInputSchema, friendsListInputSchema, type FriendActionName } from '../../shared/friends/schema.ts';
import { friendAction, listFriendRequests, listFriends } from './service.ts';

const action = (name: FriendActionName) =>
  personaProcedure.input(friendHandleInputSchema).mutation(({ ctx, input }) => friendAction(ctx.upstream, name, input.handle));

export const friendsRouter = router({
  list: personaProcedure.input(friendsListInputSchema).query(({ ctx, input }) => listFriends(ctx.upstream, input)),
  requests: personaProcedure.input(friendsListInputSchema).query(({ ctx, input }) => listFriendRequests(ctx.upstream, input)),
  request: action('request'),
  accept: action('accept'),
  ignore: action('ignore'),
  unfriend: action('unfriend'),
});

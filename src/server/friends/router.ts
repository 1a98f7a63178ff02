// Thin: validate input, ask the service, return DTOs. Every procedure needs a persona (docs/product.md §8): the
// session's persona acts, the input only names the other person.
import { personaProcedure, router } from '../trpc/init.ts';
import {
  friendHandleInputSchema,
  friendOwnersInputSchema,
  friendsGoingInputSchema,
  friendsListInputSchema,
  mutualFriendsInputSchema,
  type FriendActionName,
} from '../../shared/friends/schema.ts';
import { friendAction, friendOwners, friendsGoing, listFriendRequests, listFriends, mutualFriends } from './service.ts';

const action = (name: FriendActionName) =>
  personaProcedure
    .input(friendHandleInputSchema)
    .mutation(({ ctx, input }) => friendAction(ctx.upstream, name, input.handle));

export const friendsRouter = router({
  list: personaProcedure.input(friendsListInputSchema).query(({ ctx, input }) => listFriends(ctx.upstream, input)),
  requests: personaProcedure
    .input(friendsListInputSchema)
    .query(({ ctx, input }) => listFriendRequests(ctx.upstream, input)),
  request: action('request'),
  accept: action('accept'),
  ignore: action('ignore'),
  unfriend: action('unfriend'),
  // docs/product.md §18: lists of the viewer's own friends, asked for by the browser after hydration.
  mutual: personaProcedure
    .input(mutualFriendsInputSchema)
    .query(({ ctx, input }) => mutualFriends(ctx.upstream, input)),
  going: personaProcedure.input(friendsGoingInputSchema).query(({ ctx, input }) => friendsGoing(ctx.upstream, input)),
  owners: personaProcedure.input(friendOwnersInputSchema).query(({ ctx, input }) => friendOwners(ctx.upstream, input)),
});

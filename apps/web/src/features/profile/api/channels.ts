import type { MyChannels, PhoneChannel, UpdateChannelsInput } from '@drones/shared/channels';
import * as channelsApi from '@drones/shared/endpoints/channels';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import {
  currentPushSubscription,
  subscribeThisDevice,
  unsubscribeThisDevice,
  type PushSubscriptionJson,
} from '@/lib/web-push';

// The channels a pilot is told through (docs/design.md §13): e-mail always, and the push
// notifications, WhatsApp and SMS he turns on; the hours in which only e-mail reaches him.

export const channelQueries = {
  all: [queryRoots.channels],
  mine: () =>
    queryOptions({
      queryKey: [queryRoots.channels, 'mine'],
      queryFn: ({ signal }) => call(channelsApi.getMyChannels, { signal }),
    }),
  /** Whether this browser is subscribed to push messages (its subscription, or null). */
  thisDevice: () =>
    queryOptions({
      queryKey: [queryRoots.channels, 'thisDevice'],
      queryFn: currentPushSubscription,
      staleTime: Infinity,
      // Read from the browser, never from the network.
      networkMode: 'always',
    }),
};

export function useMyChannels() {
  return useQuery(channelQueries.mine());
}

export function useThisDeviceSubscription(enabled: boolean) {
  return useQuery({ ...channelQueries.thisDevice(), enabled });
}

/** The subscriptions this page load has handed to the server already. */
const handedOver = new Set<string>();

/**
 * Hands this browser's subscription to the server again once per page load: the server drops a
 * subscription when its session ends, while the browser keeps it, so after signing in again the
 * device would look subscribed and receive nothing. The server keeps one row per endpoint.
 */
export function useKeepSubscription(subscription: PushSubscriptionJson | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!subscription || handedOver.has(subscription.endpoint)) return;
    handedOver.add(subscription.endpoint);
    call(channelsApi.subscribePush, { body: subscription })
      .then(() => queryClient.invalidateQueries({ queryKey: channelQueries.mine().queryKey }))
      .catch(() => handedOver.delete(subscription.endpoint));
  }, [subscription, queryClient]);
}

/** Saves the answer the server gives back as the page's channels. */
function useSetChannels() {
  const queryClient = useQueryClient();
  return (channels: MyChannels) =>
    queryClient.setQueryData(channelQueries.mine().queryKey, channels);
}

/** Turns channels on or off and replaces the quiet hours. */
export function useUpdateChannels() {
  const setChannels = useSetChannels();
  return useMutation({
    mutationFn: (input: UpdateChannelsInput) => call(channelsApi.updateMyChannels, { body: input }),
    onSuccess: setChannels,
  });
}

/** Sends a 6-digit code to the pilot's phone by WhatsApp or SMS. */
export function useSendChannelCode(channel: PhoneChannel) {
  return useMutation({
    mutationFn: () => call(channelsApi.sendChannelCode, { params: { channel } }),
  });
}

/** The code he received: his phone is verified for that channel. */
export function useConfirmChannelCode(channel: PhoneChannel) {
  const setChannels = useSetChannels();
  return useMutation({
    mutationFn: (code: string) =>
      call(channelsApi.confirmChannelCode, { params: { channel }, body: { code } }),
    onSuccess: setChannels,
  });
}

/**
 * Subscribes this browser to push messages with the server's key, hands the subscription to the
 * server and turns push on (keeping the saved quiet hours).
 */
export function useEnablePushHere() {
  const queryClient = useQueryClient();
  const setChannels = useSetChannels();
  return useMutation({
    mutationFn: async (quietHours: MyChannels['quietHours']) => {
      const subscription = await subscribeThisDevice(async () => {
        const { publicKey } = await call(channelsApi.getPushKey);
        return publicKey;
      });
      handedOver.add(subscription.endpoint);
      queryClient.setQueryData(channelQueries.thisDevice().queryKey, subscription);
      try {
        await call(channelsApi.subscribePush, { body: subscription });
      } catch (error) {
        handedOver.delete(subscription.endpoint);
        throw error;
      }
      return call(channelsApi.updateMyChannels, { body: { enabled: { push: true }, quietHours } });
    },
    onSuccess: setChannels,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: channelQueries.thisDevice().queryKey }),
  });
}

/** This browser stops receiving push messages; the pilot's other devices keep theirs. */
export function useDisablePushHere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (endpoint: string) => {
      await call(channelsApi.unsubscribePush, { body: { endpoint } });
      await unsubscribeThisDevice();
      handedOver.delete(endpoint);
    },
    onSuccess: () => queryClient.setQueryData(channelQueries.thisDevice().queryKey, null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: channelQueries.mine().queryKey }),
  });
}

/** A notification to every subscribed device of the pilot, to see how it arrives. */
export function useSendTestPush() {
  return useMutation({ mutationFn: () => call(channelsApi.sendTestPush) });
}

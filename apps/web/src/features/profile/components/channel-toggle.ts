import type { OptionalChannel, QuietHours } from '@drones/shared/channels';
import { toastFailure, toastSuccess, UPDATE_FAILURE, UPDATED } from '@/lib/messages';
import { useUpdateChannels } from '../api/channels';

/**
 * Turns one channel on or off at once, keeping the saved quiet hours (the update replaces them),
 * and says so with the app's save toasts.
 */
export function useChannelToggle(channel: OptionalChannel, quietHours: QuietHours) {
  const update = useUpdateChannels();
  const toggle = async (enabled: boolean) => {
    try {
      await update.mutateAsync({ enabled: { [channel]: enabled }, quietHours });
      toastSuccess(UPDATED);
    } catch (error) {
      toastFailure(UPDATE_FAILURE, error);
    }
  };
  return { toggle, pending: update.isPending };
}

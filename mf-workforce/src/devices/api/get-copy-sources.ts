import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type CopySourceDevice } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';
import { DEVICES_KEY } from '../../common/query-keys.ts';

/** The devices a device may copy from (spec 001 §7 "Copy-devices data"): POST ?deviceId. */
export function getCopySources(deviceId: number): Promise<Answer<CopySourceDevice[]>> {
  return api.post<CopySourceDevice[]>(ApiPaths.devices.copySources, { SearchText: [] }, { deviceId });
}

export const copySourcesKey = (deviceId: number) => [...DEVICES_KEY, 'copy-sources', deviceId] as const;

/** The copy view's source devices, read fresh each time it opens. Quiet: the view shows a failure. */
export function useCopySources(deviceId: number) {
  return useQuery({
    queryKey: copySourcesKey(deviceId),
    queryFn: () => getCopySources(deviceId).then((answer) => answer.data),
    gcTime: 0,
    meta: { quiet: true },
  });
}

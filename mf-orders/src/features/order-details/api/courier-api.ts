import type { PointData } from '@cabinet/shared/contract';
import { platformRequest } from '@cabinet/shared/http';

/** True for the platform's "no courier yet" answer (404 COURIER_NOT_ASSIGNED): a state, not a failure. */
export function isCourierNotAssigned(error: unknown): boolean {
  const response = (
    error as { response?: { status?: unknown; data?: { detail?: { code?: unknown } } } } | null
  )?.response;
  return response?.status === 404 && response.data?.detail?.code === 'COURIER_NOT_ASSIGNED';
}

/** GET get-point-data/{pointId}: the courier of the order at that point; null while none is assigned. */
export async function fetchPointData(pointId: number): Promise<PointData | null> {
  try {
    return await platformRequest<PointData>({
      method: 'get',
      url: `/rocket/v0/deliveries/get-point-data/${pointId}`,
    });
  } catch (error) {
    if (isCourierNotAssigned(error)) return null;
    throw error;
  }
}

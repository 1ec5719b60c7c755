import { readPlatformFailure, type Courier, type PointData } from '@cabinet/shared/contract';
import { platformRequest } from '@cabinet/shared/http';

/** True for the platform's "no courier yet" answer (404 COURIER_NOT_ASSIGNED): a state, not a failure. */
function isCourierNotAssigned(error: unknown): boolean {
  const { status, code } = readPlatformFailure(error);
  return status === 404 && code === 'COURIER_NOT_ASSIGNED';
}

/** GET get-courier-data/{groupId}: who carries the order and where they are; null while none is assigned. */
export async function fetchCourierData(groupId: number): Promise<Courier | null> {
  try {
    return await platformRequest<Courier>({
      method: 'get',
      url: `/rocket/v0/deliveries/get-courier-data/${groupId}`,
    });
  } catch (error) {
    if (isCourierNotAssigned(error)) return null;
    throw error;
  }
}

/** GET get-point-data/{pointId}: the progress at the point the courier is heading to; null without a courier. */
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

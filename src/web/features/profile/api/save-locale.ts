import type { ProfileLocaleBody } from '@shared/contracts/profile';
import { apiRequest } from '@web/lib/api-client';

// `PUT /api/profile/locale`: the language the signed-in user chose (decision 231), 204.
// A plain request, not a mutation hook: the top bar's language chooser sends it, in the first load.
export function saveLocale(body: ProfileLocaleBody): Promise<void> {
  return apiRequest<void>('PUT', '/api/profile/locale', { body });
}

import { useParams } from 'react-router-dom';
import { isRegion, type Region } from '@vg/common/endpoints';
import { usePreferencesStore } from '../../../store/preferences';

/** Region from the URL (`/app/{region}/…`), else the last one used. */
export function useRegion(): Region {
  const { region } = useParams();
  const lastRegion = usePreferencesStore((s) => s.lastRegion);
  return isRegion(region) ? region : lastRegion;
}

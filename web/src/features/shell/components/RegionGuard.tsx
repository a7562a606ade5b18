import { useEffect } from 'react';
import { Navigate, Outlet, useParams } from 'react-router-dom';
import { isRegion } from '@vg/common/endpoints';
import { usePreferencesStore } from '../../../store/preferences';

/** `/app/{region}`: only eu and na exist; the region chosen is remembered for region-less pages. */
export function RegionGuard() {
  const { region } = useParams();
  const setLastRegion = usePreferencesStore((s) => s.setLastRegion);
  const valid = isRegion(region);
  useEffect(() => {
    if (isRegion(region)) setLastRegion(region);
  }, [region, setLastRegion]);
  if (!valid) return <Navigate to="/404" replace />;
  return <Outlet />;
}

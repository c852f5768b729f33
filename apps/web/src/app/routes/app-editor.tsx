import { EDITOR_STEPS, NEW_APP_ID, paths, type EditorStep } from '@showroom/contract';
import { Navigate, useLocation, useParams } from 'react-router';
import { AppEditorPage, type EditorAppId } from '../../features/app-editor/app-editor-page.tsx';
import { useMyVendor } from '../../features/vendor-profile/api/get-my-vendor.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';

const stepOf = (pathname: string): EditorStep | undefined => {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return EDITOR_STEPS.find((step) => step.path === last)?.path;
};

const appIdOf = (raw: string | undefined): EditorAppId | undefined => {
  if (raw === NEW_APP_ID) return NEW_APP_ID;
  return raw !== undefined && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
};

/**
 * my-apps/edit/:id/{info,icon,screenshots,preview} (lazy chunk); the step's title comes from the route
 * data. The vendor's id comes from the vendor profile's query (features do not import each other).
 */
export function EditorStepRoute() {
  const auth = useAuth();
  const { id } = useParams();
  const { pathname } = useLocation();
  const vendor = useMyVendor({ enabled: auth.status === 'authenticated' });
  const appId = appIdOf(id);
  const step = stepOf(pathname);
  if (appId === undefined || step === undefined) return <Navigate to={paths.myApps} replace />;
  return <AppEditorPage key={String(appId)} appId={appId} step={step} vendorId={vendor.data?.id} />;
}

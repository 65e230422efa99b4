import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, setUnauthorizedListener } from '../../../lib/api-client';
import { useCurrentAdmin } from '../api/get-current-admin';
import { removeAdminSessionData } from '../api/logout';
import { AdminHeader } from './admin-header';
import { ReadModelsPanel } from './read-models-panel';

export const ADMIN_LOGIN_PATH = '/admin/login';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * The guard: 'Loading...' while the session check runs, the login page when there is no
 * session, and the operator screen otherwise. Every 401 (the session check itself or any later
 * admin call after the session expired) is handled in one place, the api client's unauthorized
 * listener; the guard itself only redirects when the check failed for another reason.
 */
export const AdminPage = () => {
  const currentAdmin = useCurrentAdmin();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    setUnauthorizedListener(() => {
      removeAdminSessionData(queryClient);
      navigate(ADMIN_LOGIN_PATH, { replace: true });
    });
    return () => setUnauthorizedListener(null);
  }, [navigate, queryClient]);

  if (currentAdmin.isPending) return <p role="status" className="p-8 text-center">Loading...</p>;
  if (currentAdmin.isError) return isUnauthorized(currentAdmin.error) ? null : <Navigate to={ADMIN_LOGIN_PATH} replace />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <AdminHeader username={currentAdmin.data.username} />
      <ReadModelsPanel />
    </div>
  );
};

import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { setUnauthorizedListener } from '../../../lib/api-client';
import { useCurrentAdmin } from '../api/get-current-admin';
import { AdminHeader } from './admin-header';
import { ReadModelsPanel } from './read-models-panel';

export const ADMIN_LOGIN_PATH = '/admin/login';

/**
 * The guard: 'Loading...' while the session check runs, the login page when there is no
 * session, and the operator screen otherwise. A 401 from any later admin call (session expired)
 * also returns to the login page.
 */
export const AdminPage = () => {
  const currentAdmin = useCurrentAdmin();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    setUnauthorizedListener(() => {
      queryClient.removeQueries({ queryKey: ['admin'] });
      navigate(ADMIN_LOGIN_PATH, { replace: true });
    });
    return () => setUnauthorizedListener(null);
  }, [navigate, queryClient]);

  if (currentAdmin.isPending) return <p role="status" className="p-8 text-center">Loading...</p>;
  if (currentAdmin.isError) return <Navigate to={ADMIN_LOGIN_PATH} replace />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <AdminHeader username={currentAdmin.data.username} />
      <ReadModelsPanel />
    </div>
  );
};

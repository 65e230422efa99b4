import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, setUnauthorizedListener } from '../../../../lib/api-client';
import { useCurrentAdmin } from '../api/get-current-admin';
import { removeAdminSessionData } from '../api/logout';
import { ADMIN_LOGIN_PATH, loginRedirectState } from '../utils/return-path';
import { AdminDashboard } from './admin-dashboard';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * The guard: 'Loading...' while the session check runs, the login page when there is no
 * session, and the dashboard otherwise. Every 401 (the session check itself or any later admin
 * call after the session expired) is handled in one place, the api client's unauthorized
 * listener; the guard itself only redirects when the check failed for another reason. Either way
 * the login page learns which page (and tab) was asked for, to return there after sign-in.
 */
export const AdminPage = () => {
  const currentAdmin = useCurrentAdmin();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const requested = loginRedirectState(location.pathname, location.search);
  // The listener outlives renders; it reads the page asked for at the moment the 401 arrives.
  const requestedRef = useRef(requested);
  useEffect(() => {
    requestedRef.current = requested;
  });

  useEffect(() => {
    setUnauthorizedListener(() => {
      removeAdminSessionData(queryClient);
      navigate(ADMIN_LOGIN_PATH, { replace: true, state: requestedRef.current });
    });
    return () => setUnauthorizedListener(null);
  }, [navigate, queryClient]);

  if (currentAdmin.isPending) return <p role="status" className="p-8 text-center">Loading...</p>;
  if (currentAdmin.isError) return isUnauthorized(currentAdmin.error) ? null : <Navigate to={ADMIN_LOGIN_PATH} replace state={requested} />;

  return <AdminDashboard username={currentAdmin.data.username} />;
};

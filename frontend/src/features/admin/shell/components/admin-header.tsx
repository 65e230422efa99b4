import { useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/use-toast';
import { useLogout } from '../api/logout';

export const AdminHeader = ({ username }: { username: string }) => {
  const logout = useLogout();
  const navigate = useNavigate();
  const { toast } = useToast();

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate('/admin/login', { replace: true }),
      onError: () => toast({ title: 'Sign out failed', description: 'Please try again.', variant: 'destructive' }),
    });

  return (
    <header className="mb-8 flex flex-wrap items-center justify-between gap-4 border-b border-gray-200 pb-4 dark:border-gray-800">
      <div>
        <h1 className="text-2xl font-bold">AI Navigator Admin</h1>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          Signed in as <span className="font-medium">{username}</span>
        </p>
      </div>
      <Button variant="outline" onClick={signOut} disabled={logout.isPending}>
        <LogOut className="h-4 w-4" aria-hidden="true" />
        {logout.isPending ? 'Signing out...' : 'Sign out'}
      </Button>
    </header>
  );
};

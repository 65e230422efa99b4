import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Lock } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { useToast } from '../../../../components/ui/use-toast';
import { useLogin } from '../api/login';
import { loginFailed, loginFormInvalid, loginFormSchema, type LoginFormValues } from '../schemas/login-form.schema';
import { returnPathAfterLogin } from '../utils/return-path';

export const AdminLoginPage = () => {
  const [values, setValues] = useState<LoginFormValues>({ username: '', password: '' });
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useToast();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = loginFormSchema.safeParse(values);
    if (!parsed.success) {
      toast({ ...loginFormInvalid, variant: 'destructive' });
      return;
    }
    login.mutate(parsed.data, {
      // Back to the page the guard turned away (with its tab), else the dashboard.
      onSuccess: () => navigate(returnPathAfterLogin(location.state), { replace: true }),
      // One message for every failure: the page must not reveal which part was wrong.
      onError: () => toast({ ...loginFailed, variant: 'destructive' }),
    });
  };

  return (
    <div className="mx-auto flex min-h-[60vh] max-w-sm items-center px-4 py-12">
      <Card className="w-full">
        <CardHeader className="items-center text-center">
          <Lock className="h-10 w-10 text-indigo-600" aria-hidden="true" />
          <h1 className="text-2xl font-semibold">Admin Login</h1>
          <CardDescription>Sign in to manage AI Navigator.</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={submit} className="space-y-4">
            <div className="space-y-2">
              <Label htmlFor="admin-username">Username</Label>
              <Input id="admin-username" autoComplete="username" value={values.username} onChange={(event) => setValues({ ...values, username: event.target.value })} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="admin-password">Password</Label>
              <Input id="admin-password" type="password" autoComplete="current-password" value={values.password} onChange={(event) => setValues({ ...values, password: event.target.value })} />
            </div>
            <Button type="submit" className="w-full" disabled={login.isPending}>
              {login.isPending ? 'Signing in...' : 'Sign in'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
};

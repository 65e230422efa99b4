import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Lock } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { dismissToast, useToast } from '../../../../components/ui/use-toast';
import { FormField, fieldIds, useFieldErrors } from '../../../../components/form-field';
import { simplePageHead } from '../../../../lib/page-head/page-head';
import { usePageHead } from '../../../../lib/page-head/use-page-head';
import { useQuery } from '@tanstack/react-query';
import { currentAdminQueryOptions } from '../api/get-current-admin';
import { useLogin } from '../api/login';
import { loginFailed, loginFormInvalid, loginFormSchema, type LoginFormValues } from '../schemas/login-form.schema';
import { returnPathAfterLogin } from '../utils/return-path';

const LOGIN_HEAD = simplePageHead('/admin/login', 'Admin Login', 'Sign in to manage AI Navigator.', { noindex: true });

const USERNAME = 'admin-username';
const PASSWORD = 'admin-password';

/** What each empty field says under it, beside the spec's one toast. */
const missingField = { [USERNAME]: 'Please enter your username', [PASSWORD]: 'Please enter your password' } as const;

export const AdminLoginPage = () => {
  usePageHead(LOGIN_HEAD);
  const [values, setValues] = useState<LoginFormValues>({ username: '', password: '' });
  const fieldErrors = useFieldErrors(fieldIds(USERNAME, PASSWORD));
  const { errors, fieldProps } = fieldErrors;
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useToast();
  // Someone already signed in (a bookmark, the back button) goes on to the dashboard; the form shows
  // meanwhile. A visit the guard sent here (it carries the page asked for) has just been told "not signed in".
  const signedIn = useQuery({ ...currentAdminQueryOptions(), enabled: location.state == null }).isSuccess;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The button stays enabled while signing in (a disabled button drops keyboard focus to <body>); a second submit waits.
    if (login.isPending) return;
    const parsed = loginFormSchema.safeParse(values);
    if (!parsed.success) {
      toast({ ...loginFormInvalid, variant: 'destructive' });
      const missing = Object.fromEntries(
        ([[USERNAME, values.username.trim()], [PASSWORD, values.password]] as const).filter(([, value]) => value === '').map(([id]) => [id, missingField[id]]),
      );
      fieldErrors.report(missing);
      return;
    }
    fieldErrors.clear();
    login.mutate(parsed.data, {
      // Back to the page the guard turned away (with its tab), else the dashboard.
      // An earlier 'Login Failed' must not follow the admin onto the dashboard.
      onSuccess: () => {
        dismissToast();
        navigate(returnPathAfterLogin(location.state), { replace: true });
      },
      // One message for every failure: the page must not reveal which part was wrong. The password
      // is the field to retype, so it takes focus with its text selected.
      onError: () => {
        toast({ ...loginFailed, variant: 'destructive' });
        fieldErrors.report({ [PASSWORD]: loginFailed.description }, { select: true });
      },
    });
  };

  const change = (field: keyof LoginFormValues, id: typeof USERNAME | typeof PASSWORD, value: string) => {
    setValues({ ...values, [field]: value });
    fieldErrors.clear(id);
  };

  if (signedIn && !login.isPending) return <Navigate to={returnPathAfterLogin(location.state)} replace />;

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
            <FormField id={USERNAME} label="Username" error={errors[USERNAME]}>
              <Input id={USERNAME} autoComplete="username" required value={values.username} {...fieldProps(USERNAME)} onChange={(event) => change('username', USERNAME, event.target.value)} />
            </FormField>
            <FormField id={PASSWORD} label="Password" error={errors[PASSWORD]}>
              <Input id={PASSWORD} type="password" autoComplete="current-password" required value={values.password} {...fieldProps(PASSWORD)} onChange={(event) => change('password', PASSWORD, event.target.value)} />
            </FormField>
            <Button type="submit" className="w-full" aria-disabled={login.isPending || undefined}>
              {login.isPending ? 'Signing in...' : 'Sign in'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
};

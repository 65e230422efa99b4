import { z } from 'zod';

/** Both are required; the password is not trimmed because spaces may be part of it. */
export const loginFormSchema = z.object({
  username: z.string().trim().min(1),
  password: z.string().min(1),
});

export type LoginFormValues = z.input<typeof loginFormSchema>;

export const loginFormInvalid = {
  title: 'Missing Information',
  description: 'Please enter both username and password',
} as const;

export const loginFailed = {
  title: 'Login Failed',
  description: 'Invalid username or password',
} as const;

import { z } from 'zod';

/** Body of POST /api/v1/auth/login. */
export const ZLoginBody = z.object({
  email: z.string().trim().min(1, 'Email is required.').email('Enter a valid email address.'),
  password: z.string().min(1, 'Password is required.'),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

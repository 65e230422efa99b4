import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { unauthorized } from '../../core/errors/domain-errors.js';
import { AdminCredentials } from './admin-credentials.js';

export const INVALID_CREDENTIALS = 'Invalid username or password';

/** passport-local: checks the posted username and password against the admin credentials. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(@Inject(AdminCredentials) private readonly credentials: AdminCredentials) {
    super();
  }

  async validate(username: string, password: string): Promise<{ username: string }> {
    if (!(await this.credentials.verify(username, password))) throw unauthorized(INVALID_CREDENTIALS);
    return { username };
  }
}

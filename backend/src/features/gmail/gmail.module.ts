import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AdminAuthModule } from '../admin-auth/admin-auth.module.js';
import { ConfirmGmailStepHandler } from './commands/confirm-gmail-step.js';
import { ConnectGmailHandler } from './commands/connect-gmail.js';
import { DisconnectGmailHandler } from './commands/disconnect-gmail.js';
import { TestGmailConnectionHandler } from './commands/test-gmail-connection.js';
import { GmailAccess } from './gmail-access.js';
import { GmailCallbackController } from './gmail-callback.controller.js';
import { GmailCheckJob } from './gmail-check.job.js';
import { GmailInbox } from './gmail-inbox.js';
import { GmailRecord } from './gmail-record.js';
import { GmailSettings } from './gmail-settings.js';
import { GmailStatusView } from './gmail-status-view.js';
import { GmailController } from './gmail.controller.js';
import { GoogleClient } from './google/google-client.js';
import { GetGmailAuthorizationUrlHandler, GetGmailStatusHandler } from './queries/gmail-queries.js';

/**
 * Gmail forwarding: the wizard (forwarding, authorization in a popup, the stored token, a test), the
 * inbox check every 5 minutes into the contact inbox (through the contact feature's inbound-email
 * command, on the bus), and disconnecting.
 */
@Module({
  imports: [AdminAuthModule],
  controllers: [GmailController, GmailCallbackController],
  providers: [
    { provide: GmailSettings, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new GmailSettings(config) },
    { provide: GoogleClient, inject: [GmailSettings], useFactory: (settings: GmailSettings) => new GoogleClient(settings.credentials) },
    GmailRecord,
    GmailAccess,
    GmailStatusView,
    GmailInbox,
    GmailCheckJob,
    ConfirmGmailStepHandler,
    ConnectGmailHandler,
    TestGmailConnectionHandler,
    DisconnectGmailHandler,
    GetGmailStatusHandler,
    GetGmailAuthorizationUrlHandler,
  ],
})
export class GmailModule {}

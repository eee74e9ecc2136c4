import { type DynamicModule, Global, Module, type Type } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { type DestinationStream } from 'pino';
import { AccountModule } from './account/account.module';
import { ReferralModule } from './referral/referral.module';
import { AdminAccountsModule } from './admin-accounts/admin-accounts.module';
import { AdminUsersModule } from './admin-users/admin-users.module';
import { MaintenanceModule } from './maintenance/maintenance.module';
import { AdminCoursesModule } from './admin-courses/admin-courses.module';
import { AdminDashboardModule } from './admin-dashboard/admin-dashboard.module';
import { AdminContentModule } from './admin-content/admin-content.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { CatalogModule } from './catalog/catalog.module';
import { AssistantModule } from './assistant/assistant.module';
import { ContentModule } from './content/content.module';
import { ConversationsModule } from './conversations/conversations.module';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { APP_CONFIG, appConfigProvider } from './config/app-config.provider';
import { type AppConfig } from './config/config.schema';
import { FeatureFlagsModule } from './flags/feature-flags.module';
import { SystemSettingsModule } from './system-settings/system-settings.module';
import { HealthModule } from './health/health.module';
import { IdentityModule } from './identity/identity.module';
import { LeadsInboxModule } from './leads/inbox/leads-inbox.module';
import { LeadsModule } from './leads/leads.module';
import { loggingModule } from './logging/logging.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PartnerApiModule } from './partner-api/partner-api.module';
import { ProfileModule } from './profile/profile.module';
import { RealtimeModule } from './realtime/realtime.module';
import { RedisModule } from './redis/redis.module';
import { SiteSettingsModule } from './site-settings/site-settings.module';
import { SyncModule } from './sync/sync.module';
import { RolesModule } from './roles/roles.module';
import { SecurityAlertsModule } from './security-alerts/security-alerts.module';
import { SecuritySignalsModule } from './security-alerts/security-signals';
import { SessionsModule } from './sessions/sessions.module';
import { ApplicationsModule } from './applications/applications.module';
import { DocumentsModule } from './documents/documents.module';
import { SystemLogSink } from './system-logs/system-log-sink';
import { SystemLogSinkModule } from './system-logs/system-log-sink.module';
import { SystemLogsModule } from './system-logs/system-logs.module';
import { UserAccessModule } from './users/user-access.module';

const DATABASE_SELECTION_TIMEOUT_MS = 10_000;

@Global()
@Module({})
class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [appConfigProvider(config)], exports: [APP_CONFIG] };
  }
}

@Module({})
export class AppModule {
  /**
   * `extraControllers` lets integration tests mount probe routes inside the real app, and
   * `logDestination` read its log lines.
   */
  static forRoot(
    config: AppConfig,
    extraControllers: Type[] = [],
    logDestination?: DestinationStream,
  ): DynamicModule {
    const systemLog = new SystemLogSink();
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        SystemLogSinkModule.forRoot(systemLog),
        loggingModule(config, logDestination, systemLog),
        MongooseModule.forRoot(config.MONGODB_URI, {
          dbName: config.MONGODB_DB_NAME,
          serverSelectionTimeoutMS: DATABASE_SELECTION_TIMEOUT_MS,
        }),
        RedisModule,
        SecuritySignalsModule,
        FeatureFlagsModule,
        SystemSettingsModule,
        HealthModule,
        CatalogModule,
        ContentModule,
        AdminContentModule,
        SiteSettingsModule,
        LeadsModule,
        AssistantModule,
        ConversationsModule,
        SessionsModule,
        ApplicationsModule,
        DocumentsModule,
        LeadsInboxModule,
        AuthModule,
        IdentityModule,
        RealtimeModule,
        SyncModule,
        ProfileModule,
        AccountModule,
        ReferralModule,
        UserAccessModule,
        NotificationsModule,
        AuditModule,
        AdminUsersModule,
        AdminAccountsModule,
        MaintenanceModule,
        AdminCoursesModule,
        AdminDashboardModule,
        RolesModule,
        SystemLogsModule,
        AnalyticsModule,
        ApiKeysModule,
        PartnerApiModule,
        SecurityAlertsModule,
      ],
      controllers: extraControllers,
      providers: [{ provide: APP_FILTER, useClass: HttpExceptionFilter }],
    };
  }
}

import path from 'node:path';
import { RequestMethod, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { WsAdapter } from '@nestjs/platform-ws';
import { Logger, PinoLogger } from 'nestjs-pino';
import { type DestinationStream } from 'pino';
import { courseImportBody, COURSE_IMPORT_PATH } from './admin-courses/course-import-body';
import { PARTNER_API_BASE } from '../../shared/api-keys/partner-api';
import { AppModule } from './app.module';
import { CatalogAboutService } from './catalog/catalog-about.service';
import { CatalogListCache } from './catalog/catalog-list-cache';
import { listAnswers } from './catalog/catalog-list-cache.middleware';
import { JwtAuthGuard } from './auth/jwt-auth.guard';
import { NotificationInboxService } from './notifications/notification-inbox.service';
import { notificationReads } from './notifications/notification-reads.middleware';
import { CatalogStore } from './catalog/catalog-store.service';
import { CatalogService } from './catalog/catalog.service';
import { securityHeaders } from './common/security-headers';
import { pinTrustedForwardedHeaders } from './common/trusted-forwarded-headers';
import { type AppConfig } from './config/config.schema';
import { REDIS_CLIENT } from './redis/redis.module';
import { ContentService } from './content/content.service';
import { IdentityModule } from './identity/identity.module';
import { renderIndexHtml, renderManifest } from './site-settings/site-page';
import { SiteSettingsService } from './site-settings/site-settings.service';
import {
  apiRateLimits,
  corsFromSettings,
  publicApiSwitch,
  requireHttps,
  responseTimeout,
} from './system-settings/settings-http-middleware';
import { SystemSettingsStore } from './system-settings/system-settings-store';
import { firstPaintShells } from './web-app/first-paint';
import { webAppMiddleware } from './web-app/web-app.static';

export interface CreateAppOptions {
  extraControllers?: Type[];
  /** Where the logs go instead of stdout (tests that check what is logged). */
  logDestination?: DestinationStream;
}

/** Builds the whole HTTP application (API + PWA) ready to listen; used by main.ts and the tests. */
export async function createApp(
  config: AppConfig,
  { extraControllers = [], logDestination }: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, extraControllers, logDestination),
    { bufferLogs: true },
  );
  const logger = app.get(Logger);
  app.useLogger(logger);
  app.disable('x-powered-by');
  // Spec §7's analytics client has a base path of its own, beside /api.
  app.setGlobalPrefix('api', {
    exclude: [{ path: 'analytics-api/{*rest}', method: RequestMethod.ALL }],
  });
  // Gateways share the HTTP server: sockets live under /ws on the API's own port.
  app.useWebSocketAdapter(new WsAdapter(app));
  // Express derives req.ip and req.protocol from X-Forwarded-* only when a configured proxy sent them.
  app.set('trust proxy', config.TRUST_PROXY);
  // First, so the identity provider's pages (the password form too) get the site's headers.
  const settings = app.get(SystemSettingsStore);
  app.use(requireHttps(settings));
  app.use(securityHeaders(config));
  app.use('/api', corsFromSettings(settings), apiRateLimits(settings, app.get(REDIS_CLIENT)));
  app.use('/api', responseTimeout(settings));
  app.use(PARTNER_API_BASE, publicApiSwitch(settings));
  if (config.AUTH_MODE === 'local') {
    // oidc-provider (koa) reads X-Forwarded-* itself: it must see only what Express trusted.
    const forwarded = config.TRUST_PROXY === false ? [] : [pinTrustedForwardedHeaders];
    app.use('/idp', ...forwarded, app.get(IdentityModule).router());
  }
  app.use(COURSE_IMPORT_PATH, courseImportBody());
  // Catalogue searches, the busiest public call, skip the per-request machinery.
  const listLogger = await app.resolve(PinoLogger);
  listLogger.setContext('CatalogListCache');
  app.use(listAnswers(app.get(CatalogListCache), app.get(CatalogService), listLogger));
  // So do the bell's count and the inbox's first page, which every open dashboard asks for.
  const readsLogger = await app.resolve(PinoLogger);
  readsLogger.setContext('NotificationReads');
  app.use(notificationReads(app.get(JwtAuthGuard), app.get(NotificationInboxService), readsLogger));

  const content = app.get(ContentService);
  const site = app.get(SiteSettingsService);
  const catalogStore = app.get(CatalogStore);
  const catalogAbout = app.get(CatalogAboutService);
  const webApp = webAppMiddleware(
    path.resolve(config.WEB_DIST_DIR),
    (slug) => content.isPublic(slug),
    {
      indexHtml: async (template) => renderIndexHtml(template, await site.current()),
      manifest: async (template) => renderManifest(template, await site.current()),
    },
    firstPaintShells({
      siteSettings: () => site.current(),
      courseBySlug: (slug) => catalogStore.catalogue.bySlug.get(slug),
      sampleCatalogue: async () => (await catalogAbout.about()).sample,
    }),
  );
  if (!webApp.available) {
    logger.warn(`No built web app in ${config.WEB_DIST_DIR}; run "npm run build" to serve the PWA`);
  }
  app.use(webApp.handle);
  await app.init();
  return app;
}

import request from 'supertest';
import { type ApiErrorBody } from '../../shared/errors/api-error';
import {
  type NotificationPage,
  NOTIFICATIONS_API_PATH,
  type ReadAllResult,
  type ReadNotificationResult,
  type UnreadCount,
} from '../../shared/notifications/notification-api';
import { type NotificationContent } from '../../shared/notifications/notification-content';
import { type NotificationPreferences } from '../../shared/notifications/notification-preferences';
import { type AppNotification } from '../../shared/realtime/notification';
import { NotificationsService } from '../../api/src/notifications/notifications.service';
import { ROLES_CLAIM } from './auth-token-helpers';
import { type RealtimeTestServer } from './realtime-test-server';

/** The content of a broadcast the tests send to all students. */
export const SAMPLE_BROADCAST = {
  type: 'system',
  priority: 'high',
  title: 'Intake opens',
  message: 'Applications for the spring intake open on Monday.',
} as const;

export interface Answer<Body> {
  status: number;
  body: Body & Partial<ApiErrorBody>;
}

/** One signed-in user speaking spec §7's notification calls against one API instance. */
export interface NotificationClient {
  sub: string;
  token: string;
  /** GET with a raw query string, so repeated values are sent as the browser sends them. */
  list(query?: string): Promise<Answer<AppNotification[]>>;
  page(query?: string): Promise<Answer<NotificationPage>>;
  unreadCount(query?: string): Promise<Answer<UnreadCount>>;
  markRead(id: string): Promise<Answer<ReadNotificationResult>>;
  readAll(query?: string): Promise<Answer<ReadAllResult>>;
  preferences(userId?: string): Promise<Answer<NotificationPreferences>>;
  savePreferences(body: object, userId?: string): Promise<Answer<NotificationPreferences>>;
  post(path: string, body: object): Promise<Answer<object>>;
}

export async function notificationClient(
  server: RealtimeTestServer,
  sub: string,
  roles: string[] = ['student'],
): Promise<NotificationClient> {
  const token = await server.tokens.sign(
    { sub, email: `${sub.replace(/\W/g, '')}@example.com`, [ROLES_CLAIM]: roles },
    { issuer: server.issuer },
  );
  const auth = (test: request.Test) => test.set('Authorization', `Bearer ${token}`);
  const http = () => request(server.testApp.http);
  const answer = async <Body>(test: request.Test): Promise<Answer<Body>> => {
    const response = await auth(test);
    return { status: response.status, body: response.body as Body & Partial<ApiErrorBody> };
  };
  const path = (suffix: string, query = '') =>
    `${NOTIFICATIONS_API_PATH}${suffix}${query ? `?${query}` : ''}`;
  return {
    sub,
    token,
    list: (query) => answer(http().get(path('', query))),
    page: (query) => answer(http().get(path('/infinite', query))),
    unreadCount: (query) => answer(http().get(path('/unread-count', query))),
    markRead: (id) => answer(http().put(path(`/${encodeURIComponent(id)}/read`))),
    readAll: (query) => answer(http().put(path('/read-all', query))),
    preferences: (userId = sub) =>
      answer(http().get(path(`/preferences/${encodeURIComponent(userId)}`))),
    savePreferences: (body, userId = sub) =>
      answer(
        http()
          .put(path(`/preferences/${encodeURIComponent(userId)}`))
          .send(body),
      ),
    post: (target, body) => answer(http().post(target).send(body)),
  };
}

/** Notifies through the real producer of the instance, as a feature of the API does. */
export function notify(
  server: RealtimeTestServer,
  userId: string,
  content: Partial<NotificationContent> = {},
  at?: Date,
) {
  return server.testApp.app.get(NotificationsService).notify(
    userId,
    {
      type: 'message',
      priority: 'normal',
      title: 'Hello',
      message: 'A new message',
      ...content,
    },
    at,
  );
}

export const query = (values: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  return params.toString();
};

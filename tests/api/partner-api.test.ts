import { randomUUID } from 'node:crypto';
import { type Types } from 'mongoose';
import request from 'supertest';
import { apiKeyChecksum } from '../../shared/api-keys/api-key-format';
import { API_KEY_MESSAGES } from '../../shared/api-keys/api-keys';
import {
  PARTNER_API_KEY_HEADER,
  PARTNER_PATHS,
  type PartnerCatalogPage,
  partnerCatalogPageSchema,
} from '../../shared/api-keys/partner-api';
import { CALL_ERROR_MESSAGES } from '../../shared/errors/api-error';
import { LEAD_MESSAGES } from '../../shared/leads/lead-messages';
import { CatalogPublisher } from '../../api/src/catalog/catalog-publisher';
import { CatalogSeedService } from '../../api/src/catalog/catalog-seed.service';
import { CatalogStore } from '../../api/src/catalog/catalog-store.service';
import { signIn, type TestCaller } from './admin-roles-fixtures';
import { createKey, feedCall } from './api-keys-fixtures';
import { consultation } from './leads-fixtures';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';

const PROGRAM_COUNT = 120;

describe('partner API (embedded database)', () => {
  let server: RealtimeTestServer;
  let superadmin: TestCaller;
  let fullKey: string;
  let fullKeyId: string;
  let catalogOnly: string;
  let activeCount: number;
  const http = () => server.testApp.http;

  beforeAll(async () => {
    server = await startRealtimeTestServer();
    await server.testApp.app.get(CatalogSeedService).seed({ programCount: PROGRAM_COUNT });
    activeCount = await server.testApp.db
      .collection('courses')
      .countDocuments({ status: 'active' });
    superadmin = await signIn(server, 'superadmin');
    const full = await createKey(http(), superadmin, { name: 'Acme Education' });
    fullKey = full.secret;
    fullKeyId = full.key.id;
    catalogOnly = (
      await createKey(http(), superadmin, { name: 'Feed only', permissions: ['catalog:read'] })
    ).secret;
  });
  afterAll(() => server.close());

  async function wholeFeed(query: string, limit: number): Promise<PartnerCatalogPage[]> {
    const pages: PartnerCatalogPage[] = [];
    let next = `?limit=${limit}${query}`;
    for (;;) {
      const response = await feedCall(http(), fullKey, next);
      expect(response.status).toBe(200);
      const page = partnerCatalogPageSchema.parse(response.body);
      pages.push(page);
      if (!page.nextCursor) return pages;
      next = `?limit=${limit}&cursor=${encodeURIComponent(page.nextCursor)}`;
    }
  }

  describe('catalogue feed', () => {
    it('pages through every public program once, oldest update first', async () => {
      const pages = await wholeFeed('', 25);
      const items = pages.flatMap((page) => page.items);
      expect(activeCount).toBeGreaterThan(25);
      expect(items).toHaveLength(activeCount);
      expect(new Set(items.map((item) => item.id)).size).toBe(activeCount);
      expect(pages.slice(0, -1).every((page) => page.items.length === 25)).toBe(true);
      const order = items.map((item) => `${item.updatedAt}|${item.id}`);
      expect(order).toEqual([...order].sort());
      expect(items[0]).not.toHaveProperty('searchText');
      const newest = order[order.length - 1]!.split('|')[0];
      expect(pages.every((page) => page.updatedUntil === newest)).toBe(true);
    });

    it('answers only the programs updated since the last sync', async () => {
      const [first] = await wholeFeed('', 500);
      const since = first!.updatedUntil!;
      expect(
        (await feedCall(http(), fullKey, `?updatedSince=${encodeURIComponent(since)}`)).body,
      ).toEqual({ items: [], nextCursor: null, updatedUntil: since });

      const courses = server.testApp.db.collection<{ _id: Types.ObjectId; status: string }>(
        'courses',
      );
      const changed = await courses.findOne({ status: 'active' });
      const updatedAt = new Date(new Date(since).getTime() + 1000);
      await courses.updateOne(
        { _id: changed!._id },
        { $set: { updatedAt, title: 'Renamed by the incremental test' } },
      );
      await server.testApp.app.get(CatalogPublisher).publish([changed!._id.toHexString()]);
      await server.testApp.app.get(CatalogStore).refresh();

      const response = await feedCall(
        http(),
        fullKey,
        `?updatedSince=${encodeURIComponent(since)}`,
      ).expect(200);
      const page = partnerCatalogPageSchema.parse(response.body);
      expect(page.items.map((item) => [item.id, item.title, item.updatedAt])).toEqual([
        [changed!._id.toHexString(), 'Renamed by the incremental test', updatedAt.toISOString()],
      ]);
      expect(page.nextCursor).toBeNull();
      expect(page.updatedUntil).toBe(updatedAt.toISOString());
    });

    it('refuses a bad query with the catalogue message', async () => {
      for (const query of [
        '?limit=0',
        '?limit=501',
        '?updatedSince=yesterday',
        '?cursor=x',
        '?x=1',
      ]) {
        const response = await feedCall(http(), fullKey, query);
        expect(response.status).toBe(400);
        expect(response.body.message).toBe(CALL_ERROR_MESSAGES.badRequest);
      }
    });
  });

  describe('who may call', () => {
    it('refuses no key, a malformed key, an unknown well-formed key and a bearer token', async () => {
      // Well-formed (prefix, length, checksum) but never issued.
      const forged = `sapk_${'A'.repeat(30)}${apiKeyChecksum('A'.repeat(30))}`;
      for (const key of [undefined, 'not-a-key', `${fullKey.slice(0, -1)}x`, forged]) {
        const response = await feedCall(http(), key);
        expect(response.status).toBe(401);
        expect(response.body.message).toBe(API_KEY_MESSAGES.invalidKey);
      }
      await request(http()).get(PARTNER_PATHS.catalog).set(superadmin.auth).expect(401);
    });

    it('refuses a key without the permission the call needs, with 403', async () => {
      await feedCall(http(), catalogOnly).expect(200);
      const response = await request(http())
        .post(PARTNER_PATHS.leads)
        .set(PARTNER_API_KEY_HEADER, catalogOnly)
        .set('Idempotency-Key', randomUUID())
        .send(consultation());
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(API_KEY_MESSAGES.keyLacksPermission);
    });
  });

  describe('lead intake', () => {
    const send = (body: object, key = randomUUID(), apiKey = fullKey) =>
      request(http())
        .post(PARTNER_PATHS.leads)
        .set(PARTNER_API_KEY_HEADER, apiKey)
        .set('Idempotency-Key', key)
        .send(body);

    it('stores a lead marked with the partner key, once per Idempotency-Key', async () => {
      const key = randomUUID();
      const body = consultation({ fullName: 'Partner Lead' });
      const first = await send(body, key);
      expect(first.status).toBe(201);
      const again = await send(body, key);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      const stored = await server.testApp.db
        .collection<{ _id: string }>('consultations')
        .findOne({ _id: first.body.referenceId as string });
      expect(stored).toMatchObject({
        fullName: 'Partner Lead',
        partner: { keyId: fullKeyId, name: 'Acme Education' },
        idempotencyKey: `${fullKeyId}.${key}`,
      });
      // The admin inbox names the partner on the lead.
      const detail = await request(http())
        .get(`/api/admin/leads/${first.body.referenceId as string}`)
        .set(superadmin.auth)
        .expect(200);
      expect(detail.body.fields).toMatchObject({ partner: 'Acme Education' });
      const reused = await send(consultation({ fullName: 'Someone Else' }), key);
      expect(reused.status).toBe(422);
      expect(reused.body.message).toBe(LEAD_MESSAGES.idempotencyKeyReused);
    });

    it('stores exactly one lead when the same submission races', async () => {
      const key = randomUUID();
      const body = consultation({ fullName: 'Racing Partner Lead' });
      const answers = await Promise.all(Array.from({ length: 6 }, () => send(body, key)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((answer) => answer.body.referenceId)).size).toBe(1);
      const stored = await server.testApp.db
        .collection('consultations')
        .find({ idempotencyKey: `${fullKeyId}.${key}` })
        .toArray();
      expect(stored).toHaveLength(1);
    });

    it('validates with the consultation form schema and its messages', async () => {
      const response = await send({ ...consultation(), email: 'nope', termsConsent: false });
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual(
        expect.arrayContaining([
          { field: 'email', message: LEAD_MESSAGES.invalidEmail },
          expect.objectContaining({ field: 'termsConsent' }),
        ]),
      );
      const noKey = await request(http())
        .post(PARTNER_PATHS.leads)
        .set(PARTNER_API_KEY_HEADER, fullKey)
        .send(consultation());
      expect(noKey.status).toBe(400);
      expect(noKey.body.details).toEqual([
        { field: 'Idempotency-Key', message: LEAD_MESSAGES.required },
      ]);
      // A browser's bot-check proof is no field of the partner intake.
      const withProof = await send({ ...consultation(), botCheck: 'x' });
      expect(withProof.status).toBe(400);
    });
  });

  describe('description', () => {
    it('serves the OpenAPI document built from the shared schemas', async () => {
      const { body } = await request(http()).get(PARTNER_PATHS.openapi).expect(200);
      expect(body.openapi).toBe('3.1.0');
      expect(Object.keys(body.paths)).toEqual(['/catalog', '/leads']);
      expect(body.components.securitySchemes.apiKey).toMatchObject({
        type: 'apiKey',
        in: 'header',
        name: PARTNER_API_KEY_HEADER,
      });
      expect(body.components.schemas.Lead.required).toEqual(
        expect.arrayContaining(['fullName', 'email', 'termsConsent', 'gdprConsent']),
      );
      expect(body.components.schemas.CatalogPage.properties.items.type).toBe('array');
      expect(body.paths['/catalog'].get.responses['429'].headers['Retry-After']).toBeDefined();
    });

    it('renders the same description as a page for partners', async () => {
      const response = await request(http()).get(PARTNER_PATHS.docs).expect(200);
      expect(response.type).toBe('text/html');
      expect(response.text).toContain('Study abroad partner API');
      expect(response.text).toContain('<code>/catalog</code>');
      expect(response.text).toContain('<code>/leads</code>');
      expect(response.text).toContain('id="schema-Lead"');
      expect(response.text).toContain(`href="${PARTNER_PATHS.openapi}"`);
    });
  });
});

import { z } from 'zod';
import { API_KEY_PATTERN, API_KEY_PREFIX } from '../../../shared/api-keys/api-key-format';
import { API_KEY_MESSAGES } from '../../../shared/api-keys/api-keys';
import {
  PARTNER_API_BASE,
  PARTNER_API_KEY_HEADER,
  PARTNER_FEED_PAGE_DEFAULT,
  PARTNER_FEED_PAGE_MAX,
  partnerCatalogPageSchema,
  partnerErrorSchema,
  partnerLeadReceiptSchema,
  partnerLeadSchema,
} from '../../../shared/api-keys/partner-api';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { IDEMPOTENCY_KEY_HEADER } from '../../../shared/leads/submission';

/** A JSON Schema of a shared zod schema, as a request (`input`) or an answer (`output`) has it. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const KEY_ANSWERS = {
  '401': errorAnswer(`No valid key: "${API_KEY_MESSAGES.invalidKey}"`),
  '403': errorAnswer(`The key lacks the permission: "${API_KEY_MESSAGES.keyLacksPermission}"`),
  '429': {
    ...errorAnswer(
      `The key's hourly or daily limit is reached: "${CALL_ERROR_MESSAGES.tooManyRequests}"`,
    ),
    headers: {
      'Retry-After': {
        description: 'Seconds until the limit that refused the call starts again.',
        schema: { type: 'integer', minimum: 1 },
      },
    },
  },
};

/**
 * The partner API's OpenAPI 3.1 description, served at /api/partner/v1/openapi.json. Its schemas
 * are generated from the same shared zod schemas the API validates with (zod's own JSON Schema
 * output, whose 2020-12 dialect OpenAPI 3.1 uses), so the document cannot drift from the code.
 */
export function partnerOpenApiDocument(serverUrl: string): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Study abroad partner API',
      version: '1.0.0',
      description:
        'For partners with an API key issued by the platform. Send the key in the ' +
        `${PARTNER_API_KEY_HEADER} header of every call. Keys start with "${API_KEY_PREFIX}" and ` +
        'end with a checksum, so secret scanners recognise a leaked one: revoke it at once. ' +
        'Each key has a number of calls per hour and per day (UTC); a call over either limit is ' +
        'answered 429 with Retry-After.',
    },
    servers: [{ url: `${serverUrl}${PARTNER_API_BASE}` }],
    security: [{ apiKey: [] }],
    paths: {
      '/catalog': {
        get: {
          operationId: 'catalogFeed',
          summary: 'The programs, paged, incremental by update time',
          description:
            'Programs come oldest update first (then by id). Follow nextCursor until it is null, ' +
            'keep updatedUntil, and later ask with updatedSince set to it to get only the ' +
            'programs changed since. Needs the catalog:read permission.',
          parameters: [
            {
              name: 'updatedSince',
              in: 'query',
              description: 'Only programs updated after this instant (ISO 8601).',
              schema: { type: 'string', format: 'date-time' },
            },
            {
              name: 'cursor',
              in: 'query',
              description: 'The nextCursor of the previous page.',
              schema: { type: 'string' },
            },
            {
              name: 'limit',
              in: 'query',
              description: 'Programs per page.',
              schema: {
                type: 'integer',
                minimum: 1,
                maximum: PARTNER_FEED_PAGE_MAX,
                default: PARTNER_FEED_PAGE_DEFAULT,
              },
            },
          ],
          responses: {
            '200': {
              description: 'A page of programs.',
              content: {
                'application/json': { schema: { $ref: '#/components/schemas/CatalogPage' } },
              },
            },
            '400': errorAnswer('A query parameter is not valid.'),
            ...KEY_ANSWERS,
          },
        },
      },
      '/leads': {
        post: {
          operationId: 'submitLead',
          summary: 'Send a consultation request on behalf of a student',
          description:
            'The fields and rules of the public consultation form. The Idempotency-Key header is ' +
            'required: sending the same body again with the same key answers 200 with the same ' +
            'reference, another body under a used key 422. The lead is marked with your key. ' +
            'Needs the leads:write permission.',
          parameters: [
            {
              name: IDEMPOTENCY_KEY_HEADER,
              in: 'header',
              required: true,
              description: 'A key of your choice for this lead: 8 to 100 letters, digits, - or _.',
              schema: { type: 'string', pattern: '^[\\w-]{8,100}$' },
            },
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Lead' } } },
          },
          responses: {
            '201': {
              description: 'The lead was stored.',
              content: {
                'application/json': { schema: { $ref: '#/components/schemas/LeadReceipt' } },
              },
            },
            '200': {
              description: 'A repeat of a stored lead: its reference again.',
              content: {
                'application/json': { schema: { $ref: '#/components/schemas/LeadReceipt' } },
              },
            },
            '400': errorAnswer('A field is not valid; details name each field and its message.'),
            '422': errorAnswer('The Idempotency-Key was used with another body.'),
            ...KEY_ANSWERS,
          },
        },
      },
    },
    components: {
      securitySchemes: {
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: PARTNER_API_KEY_HEADER,
          description: `A key matching ${API_KEY_PATTERN.source}.`,
        },
      },
      schemas: {
        CatalogPage: jsonSchema(partnerCatalogPageSchema, 'output'),
        Lead: jsonSchema(partnerLeadSchema, 'input'),
        LeadReceipt: jsonSchema(partnerLeadReceiptSchema, 'output'),
        Error: jsonSchema(partnerErrorSchema, 'output'),
      },
    },
  };
}
